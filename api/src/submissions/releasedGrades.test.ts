import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { type GradedHomework, gradedHomework, overTestServer } from '../../test/scenarios/gradedHomework';

/**
 * Released grades: a homework published with release_mode 2 keeps every figure of the grading from
 * its students over /api/app (status 5, 批改中，成绩未发布) until its teacher releases the results,
 * even after the deadline; then the student reads them exactly as graded.
 */

let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);
let server: TestServer;
let scenario: GradedHomework;

/** Keys that carry what grading gave (scores, right/wrong, remarks, marked images, rubric levels, figures). */
const GRADING_KEYS = [
  'user_score',
  'object_score',
  'subject_score',
  'comment',
  'remark',
  'attachments',
  'is_right',
  'rubric_levels',
  'max_score',
  'avarage_score',
  'completion_rate',
];

/** Every path in the JSON where a grading key appears, or a string carries what the grader wrote. */
function leaks(json: unknown, written: string[], path = '$'): string[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => leaks(v, written, `${path}[${i}]`));
  if (json && typeof json === 'object') {
    return Object.entries(json).flatMap(([k, v]) => [
      ...(GRADING_KEYS.includes(k) ? [`${path}.${k}`] : []),
      ...leaks(v, written, `${path}.${k}`),
    ]);
  }
  if (typeof json === 'string') return written.filter((w) => json.includes(w)).map((w) => `${path} ~ ${w}`);
  return [];
}

const student = () => scenario.students[0] as { token: string; reportId: number };
const app = async (path: string) =>
  (await server.call('GET', `/api/app${path}`, { token: student().token })).body;
const teacher = (method: string, path: string) =>
  server.call(method, `/api/lector${path}`, { token: scenario.teacherToken });

/** Every /api/app read that concerns the homework, as the graded student makes them. */
const everyRead = async () => ({
  list: await app('/homework?limit=100'),
  listReviewed: await app('/homework?limit=100&status=3'),
  listHidden: await app('/homework?limit=100&status=5'),
  report: await app(`/homework/${student().reportId}`),
});
const rowOf = (page: { data: { list: { hw_id: number }[] } }) =>
  page.data.list.find((r) => r.hw_id === scenario.hwId);

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  // Published to be released by the teacher; graded; the deadline already past (closeDeadline).
  scenario = await gradedHomework(overTestServer(server), { now: now(), releaseMode: 2 });
});
afterAll(() => server.close());

describe('released grades: a homework whose results the teacher releases', () => {
  it('before release, past the deadline: no /api/app answer carries a score, comment, remark or marked image', async () => {
    const { graded } = scenario;
    const reads = await everyRead();
    // What the grader wrote, and the drawing's text on the marked image.
    const written = [graded.comment, graded.remark, '要点不全'];
    expect(leaks(reads, written)).toEqual([]);
    expect(reads.report.data).toMatchObject({ status: 5, release_mode: 2 });
    expect(rowOf(reads.list)).toMatchObject({ status: 5, release_mode: 2 });
    expect(rowOf(reads.listHidden)).toBeDefined();
    expect(rowOf(reads.listReviewed)).toBeUndefined();
  });

  it('a copy of the homework starts with its 成绩发布 (hw/copy answers release_mode 2)', async () => {
    const copy = await teacher('GET', `/hw/copy/${scenario.hwId}`);
    expect(copy.body.data.hw_info.release_mode).toBe(2);
  });

  it('a homework with automatic release cannot be released: 该作业成绩自动发布，无需手动发布', async () => {
    const auto = await gradedHomework(overTestServer(server), { now: now(), name: '自动发布练习' });
    const res = await server.call('PUT', `/api/lector/hw/results/release/${auto.hwId}`, {
      token: auto.teacherToken,
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该作业成绩自动发布，无需手动发布');
  });

  it('the teacher releases to the class: 成绩已发布, recorded and shown in 操作记录; twice is refused', async () => {
    nowMs += 60_000;
    const classes = (await teacher('GET', `/hw/class/published/${scenario.hwId}`)).body.data as {
      id: number;
      name: string;
      results_released_at: number | null;
    }[];
    expect(classes.every((c) => c.results_released_at === null)).toBe(true);
    const classId = classes[0]?.id as number;
    const res = await teacher('PUT', `/hw/results/release/${scenario.hwId}/${classId}`);
    expect(res.body.msg).toBe('成绩已发布');
    expect(res.body.data.classes.find((c: { id: number }) => c.id === classId).results_released_at).toBe(
      now(),
    );
    const again = await teacher('PUT', `/hw/results/release/${scenario.hwId}/${classId}`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('成绩已发布，请勿重复发布');
    const trail = (await teacher('GET', `/operation/log?subject_type=homework&subject_id=${scenario.hwId}`))
      .body.data.list as { action: string; action_name: string; after: string }[];
    expect(trail[0]).toMatchObject({
      action: 'homework.resultsReleased',
      action_name: '发布成绩',
      // The release names the classes it reached.
      after: classes[0]?.name,
    });
  });

  it('after release the student reads the report exactly as graded (status 3)', async () => {
    const { graded, essayId } = scenario;
    const reads = await everyRead();
    const report = reads.report.data;
    expect(report.status).toBe(3);
    expect(report.comment).toBe(graded.comment);
    const essay = (report.report_questions as { ques_id: number }[]).find((q) => q.ques_id === essayId);
    expect(essay).toMatchObject({
      user_score: graded.score,
      remark: graded.remark,
      attachments: graded.images.map((img, i) => ({
        url: img.url,
        name: `批注${i + 1}`,
        ext: 'png',
        draw: img.draw,
      })),
    });
    expect(report.user_score).toBe(graded.score + 5);
    expect(rowOf(reads.listReviewed)).toMatchObject({ status: 3 });
    expect(rowOf(reads.listHidden)).toBeUndefined();
  });
});
