import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_TEACHER, gradedHomework, overTestServer } from '../../test/scenarios/gradedHomework';

/**
 * hw/review/list answers course_arrange (spec section 7): the arrangement the homework was published
 * on, the same one the homework detail shows in arrange mode; absent for homework of a course.
 */

const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = Math.floor(nowMs / 1000);
let server: TestServer;
let teacher: string;
const lector = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/lector${path}`, { token: teacher, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  teacher = await server.login(DEMO_TEACHER);
});
afterAll(() => server.close());

describe('hw/review/list course_arrange', () => {
  it('a team-class homework: the arrangement and its lesson, as the arranged homework detail shows them', async () => {
    const bank = (await lector('GET', '/ques/index?limit=50')).body.data.list as any[];
    const essay = bank.find((q) => q.ques_type === 5);
    const published = await lector('POST', '/arrangeHomework/homework/publish', {
      course_basis_id: 1,
      type: 1,
      name: '排课批改',
      ending_time: now + 86_400,
      is_set_score: 2,
      arrange_type: 4,
      arrange_id: 1,
      question: JSON.stringify([{ id: essay.id, score: 10 }]),
    });
    expect(published.body.msg).toBe('作业发布成功');
    const hwId = published.body.data.id as number;
    const member = await server.api.store.db
      .selectFrom('team_class_students as s')
      .innerJoin('users as u', 'u.id', 's.uid')
      .select('u.mobile')
      .where('s.team_class_id', '=', 1)
      .executeTakeFirstOrThrow();
    const student = await server.login(member.mobile);
    const mine = (await server.call('GET', '/api/app/homework?limit=100', { token: student })).body.data
      .list as any[];
    const reportId = mine.find((r) => r.hw_id === hwId).report_id;
    const answers = [{ ques_id: essay.id, user_answer: { content: '<p>答</p>', images: [] } }];
    await server.call('PUT', `/api/app/homework/${reportId}/answers`, { token: student, json: { answers } });
    expect(
      (await server.call('POST', `/api/app/homework/${reportId}/submit`, { token: student })).body.msg,
    ).toBe('提交成功');

    const review = (await lector('POST', '/hw/review/list', { report_id: reportId })).body.data;
    const detail = (await lector('GET', `/arrangeHomework/homework/${hwId}`)).body.data;
    expect(review.course_arrange).toEqual({
      arrange_id: 1,
      arrange_type: 4,
      arrange_data: detail.arrangeData,
    });
    expect(review.course_arrange.arrange_data.id).toBe(1);
  });

  it('a homework of a course has no arrangement: course_arrange is absent', async () => {
    const scenario = await gradedHomework(overTestServer(server), { now, closeDeadline: false });
    const review = await lector('POST', '/hw/review/list', { report_id: scenario.students[1]?.reportId });
    expect(review.body.msg).toBe('ok');
    expect(review.body.data).not.toHaveProperty('course_arrange');
    expect(review.body.data.report_info.report_id).toBe(scenario.students[1]?.reportId);
  });
});
