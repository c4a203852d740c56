import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { answerSheetPng } from '../../test/scenarios/gradedHomework';
import { DEMO_ACCOUNTS } from '../demo/scale';

/**
 * The student app's homework list filtered by the status the student sees (spec section 4: 2 awaiting
 * review, 3 reviewed, 4 not submitted, 5 scores hidden), and the answer-image upload students use.
 */

const DAY = 86_400;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let server: TestServer;
let teacher: string;
let student: string;
let objectiveHw: number;
let essayHw: number;

const app = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/app${path}`, { token: student, ...(json === undefined ? {} : { json }) });

async function publish(name: string, quesType: number) {
  const bank = (await server.call('GET', '/api/lector/ques/index?limit=50', { token: teacher })).body.data
    .list as { id: number; ques_type: number }[];
  const q = bank.find((b) => b.ques_type === quesType) as { id: number };
  const res = await server.call('POST', '/api/lector/hw/publish', {
    token: teacher,
    json: {
      course_basis_id: 1,
      type: 1,
      name,
      ending_time: now() + DAY,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: q.id, score: 5 }]),
    },
  });
  expect(res.body.msg).toBe('作业发布成功');
  return { hwId: res.body.data.id as number, quesId: q.id };
}

const reportIdsWith = async (status?: number) => {
  const res = await app('GET', `/homework?limit=100${status === undefined ? '' : `&status=${status}`}`);
  expect(res.status).toBe(200);
  return res.body.data.list as { hw_id: number; report_id: number; status: number }[];
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  teacher = await server.login(DEMO_ACCOUNTS.teacher);
  student = await server.login(DEMO_ACCOUNTS.student);
  const objective = await publish('状态筛选一', 1);
  const essay = await publish('状态筛选二', 5);
  objectiveHw = objective.hwId;
  essayHw = essay.hwId;
  const mine = await reportIdsWith();
  // The objective homework is graded at submit; the essay waits for review.
  for (const hw of [objective, essay]) {
    const reportId = mine.find((r) => r.hw_id === hw.hwId)?.report_id as number;
    const answer = hw === objective ? '' : { content: '<p>答</p>', images: [] };
    await app('PUT', `/homework/${reportId}/answers`, {
      answers: [{ ques_id: hw.quesId, user_answer: answer }],
    });
    expect((await app('POST', `/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
  }
});
afterAll(() => server.close());

describe('my homework by the status I see', () => {
  it('every row of a filtered page has that status, and the filters split the whole list', async () => {
    const all = await reportIdsWith();
    const parts = await Promise.all([2, 3, 4, 5].map((s) => reportIdsWith(s)));
    parts.forEach((rows, i) => {
      for (const row of rows) expect(row.status).toBe(i + 2);
    });
    expect(
      parts
        .flat()
        .map((r) => r.report_id)
        .sort(),
    ).toEqual(all.map((r) => r.report_id).sort());
  });

  it('a graded report is 5 (scores hidden) before the deadline and 3 (reviewed) after it', async () => {
    expect((await reportIdsWith(5)).map((r) => r.hw_id)).toContain(objectiveHw);
    expect((await reportIdsWith(2)).map((r) => r.hw_id)).toContain(essayHw);
    nowMs += 2 * DAY * 1000;
    expect((await reportIdsWith(3)).map((r) => r.hw_id)).toContain(objectiveHw);
    expect((await reportIdsWith(5)).map((r) => r.hw_id)).not.toContain(objectiveHw);
  });

  it('a status outside 2 to 5 is refused: 400', async () => {
    const res = await app('GET', '/homework?status=1');
    expect(res.status).toBe(400);
  });
});

describe('the answer-image upload', () => {
  it('stores a student’s image and answers its path under /api/files/', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(answerSheetPng(33))]), 'answer.png');
    const res = await server.call('POST', '/api/app/public/file', { token: student, body: form });
    expect(res.body.msg).toBe('上传成功');
    expect(res.body.data.originalName).toBe('answer.png');
    expect(res.body.data.path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.png$/);
  });

  it('refuses a file that is not an image', async () => {
    const form = new FormData();
    form.set('file', new Blob(['not an image']), 'answer.png');
    const res = await server.call('POST', '/api/app/public/file', { token: student, body: form });
    expect(res.status).toBe(400);
  });

  it('refuses staff: 403', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(answerSheetPng(34))]), 'answer.png');
    const res = await server.call('POST', '/api/app/public/file', { token: teacher, body: form });
    expect(res.status).toBe(403);
  });
});
