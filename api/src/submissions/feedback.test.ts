import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { type GradedHomework, gradedHomework, overTestServer } from '../../test/scenarios/gradedHomework';

/**
 * The student gets what the grader wrote (spec section 3, homework report (student): comment and
 * report_questions with attachments), once the report may be seen (section 4: status 3, reviewed,
 * after the deadline), and nothing of it before.
 */

let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);
let server: TestServer;
let scenario: GradedHomework;

const read = async (token: string, reportId: number) =>
  (await server.call('GET', `/api/app/homework/${reportId}`, { token })).body.data;
const essayOf = (report: any, essayId: number) =>
  ((report.report_questions ?? report.questions) as any[]).find((q) => q.ques_id === essayId);

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  scenario = await gradedHomework(overTestServer(server), { now: now(), closeDeadline: false });
});
afterAll(() => server.close());

describe('the student reads what the grader wrote', () => {
  it('before the deadline (status 5) the graded report carries no comment, remark or attachment', async () => {
    const { students, graded, essayId } = scenario;
    const report = await read(students[0]?.token as string, graded.reportId);
    expect(report.status).toBe(5);
    expect(report).not.toHaveProperty('comment');
    const essay = essayOf(report, essayId);
    expect(essay).not.toHaveProperty('remark');
    expect(essay).not.toHaveProperty('attachments');
    expect(JSON.stringify(report)).not.toContain(graded.remark);
  });

  it('once reviewed (status 3): the comment, the remark, the score and the marked image, exactly', async () => {
    nowMs += 4 * 86_400_000;
    const { students, graded, essayId } = scenario;
    const student = students[0]?.token as string;
    const report = await read(student, graded.reportId);
    expect(report.status).toBe(3);
    expect(report.comment).toBe(graded.comment);
    const essay = essayOf(report, essayId);
    expect(essay.remark).toBe(graded.remark);
    expect(essay.user_score).toBe(graded.score);
    expect(essay.attachments).toEqual(
      graded.images.map((img, i) => ({
        url: img.url,
        name: `批注${i + 1}`,
        ext: 'png',
        draw: img.draw,
      })),
    );
    // The student may fetch the marked image.
    const file = await fetch(server.url + essay.attachments[0].url, {
      headers: { authorization: `Bearer ${student}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('a classmate whose report awaits grading reads none of it', async () => {
    const { students, graded } = scenario;
    const other = students[1] as { token: string; reportId: number };
    const report = await read(other.token, other.reportId);
    expect(report.status).toBe(2);
    expect(report).not.toHaveProperty('comment');
    expect(JSON.stringify(report)).not.toContain(graded.remark);
  });
});

describe('a saved question keeps its collect_id where the student reads it', () => {
  it('collect → the report shows collect_id → remove by it after a reload → gone', async () => {
    const { students, single, essayId } = scenario;
    const me = students[2] as { token: string; reportId: number };
    const question = async (id: number) =>
      ((await read(me.token, me.reportId)).questions as any[]).find((q) => q.ques_id === id);
    expect(await question(single.id)).not.toHaveProperty('collect_id');
    const saved = await server.call('POST', '/api/app/collect', {
      token: me.token,
      json: { ques_id: single.id, type: 3 },
    });
    expect(saved.body.msg).toBe('收藏成功');
    // Read again, as after a reload: the same collect_id, only on the saved question.
    expect((await question(single.id)).collect_id).toBe(saved.body.data.collect_id);
    expect(await question(essayId)).not.toHaveProperty('collect_id');
    const removed = await server.call(
      'PUT',
      `/api/app/collect/cancel/${(await question(single.id)).collect_id}/3`,
      {
        token: me.token,
      },
    );
    expect(removed.body.msg).toBe('取消收藏成功');
    expect(await question(single.id)).not.toHaveProperty('collect_id');
  });

  it('the graded report (status 3) carries it too, on the question and not on the others', async () => {
    const { students, graded, single, essayId } = scenario;
    const me = students[0]?.token as string;
    const saved = await server.call('POST', '/api/app/collect', {
      token: me,
      json: { ques_id: essayId, type: 3 },
    });
    const report = await read(me, graded.reportId);
    expect(report.status).toBe(3);
    expect(essayOf(report, essayId).collect_id).toBe(saved.body.data.collect_id);
    expect(essayOf(report, single.id)).not.toHaveProperty('collect_id');
  });
});

describe('staff read the same feedback (class/student/report)', () => {
  it("the teacher's view of the report answers the comment, the remark and the marked image the student got", async () => {
    const { students, graded, essayId, teacherToken } = scenario;
    const staff = (
      await server.call('GET', `/api/lector/class/student/report/${graded.reportId}`, { token: teacherToken })
    ).body.data;
    const mine = await read(students[0]?.token as string, graded.reportId);
    expect(staff.comment).toBe(graded.comment);
    const essay = (staff.report_questions as any[]).find((q) => q.ques_id === essayId);
    expect({ remark: essay.remark, attachments: essay.attachments }).toEqual({
      remark: graded.remark,
      attachments: essayOf(mine, essayId).attachments,
    });
  });
});
