import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS, FIRST_START_SCALE } from '../demo/scale';

/**
 * The staff home (工作台) and the class gradebook over HTTP on the demo school: every figure is the one
 * the screen it leads to answers (the homework detail, the approve tab, the leave tab, the exam's
 * 试卷管理), so the home and that screen never disagree.
 */
let server: TestServer;
const t: Record<string, string> = {};
const L = '/api/lector';
const A = '/api/assistants';

beforeAll(async () => {
  server = await startTestServer({ demoScale: FIRST_START_SCALE });
  t.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  t.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  t.other = await server.login('13800100001');
  await waitingHomework();
}, 180_000);

/** A homework of the demo teacher's with a short answer, which two students of 初一1班 submitted. */
async function waitingHomework() {
  const bank = await server.call('POST', `${L}/ques/public`, {
    token: t.teacher as string,
    json: { limit: 100 },
  });
  const essay = (bank.body.data.list as { id: number; ques_type: number }[]).find((q) => q.ques_type === 5);
  const published = await server.call('POST', `${L}/hw/publish`, {
    token: t.teacher as string,
    json: {
      course_basis_id: 1,
      type: 1,
      name: '工作台练习',
      remark: '',
      ending_time: Math.floor(Date.now() / 1000) + 30 * 86_400,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: essay?.id, score: 10 }]),
    },
  });
  expect(published.body.msg).toBe('作业发布成功');
  for (const mobile of ['13900000001', '13900000002']) {
    const token = await server.login(mobile);
    const mine = (await server.call('GET', '/api/app/homework?limit=100', { token })).body.data.list as any[];
    const reportId = mine.find((r) => r.hw_id === published.body.data.id).report_id as number;
    await server.call('PUT', `/api/app/homework/${reportId}/answers`, {
      token,
      json: { answers: [{ ques_id: essay?.id, user_answer: { content: '<p>惯性</p>', images: [] } }] },
    });
    expect((await server.call('POST', `/api/app/homework/${reportId}/submit`, { token })).body.msg).toBe(
      '提交成功',
    );
  }
}
afterAll(() => server.close());

const approveTab = async (limit: number, who = 'teacher') => {
  const prefix = who === 'teacher' ? L : A;
  const answer = await server.call('POST', `${prefix}/hw/correct`, {
    token: t[who] as string,
    json: { page: 1, limit },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as any;
};
const get = async (path: string, token: string) => {
  const answer = await server.call('GET', path, { token });
  expect(answer.status, `${path}: ${answer.body.msg}`).toBe(200);
  return answer.body.data as any;
};

describe('the workbench (工作台)', () => {
  // The demo school's waiting reports are in classes the assistant serves; the teacher's are all graded.
  it.each(['teacher', 'assistant'])(
    'lists the %s’s homework waiting for grading by homework and class, oldest first, as the homework detail counts it',
    async (who) => {
      const prefix = who === 'teacher' ? L : A;
      const token = t[who] as string;
      const home = await get(`${prefix}/workbench`, token);
      const oldest = home.grading.list.map((i: { oldest_submit_time: number }) => i.oldest_submit_time);
      expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
      for (const item of home.grading.list) {
        const detail = await get(
          who === 'teacher'
            ? `${L}/class/homework/detail/${item.class_id}/${item.hw_id}`
            : `${A}/homework/${item.hw_id}?class_id=${item.class_id}`,
          token,
        );
        expect(item.waiting).toBe(detail.not_revised_count);
        expect(item.homework_name).toBe(detail.homework_name);
      }
      // The approve tab's total is the sum of the home's counts; each item opens its oldest report.
      const approve = await approveTab(100, who);
      expect(home.grading.total).toBe(approve.total);
      for (const item of home.grading.list) {
        const first = approve.list.find(
          (r: { hw_id: number; class_id: number }) => r.hw_id === item.hw_id && r.class_id === item.class_id,
        );
        expect(first?.report_id).toBe(item.report_id);
      }
    },
  );

  it('the demo school has homework waiting for grading on some staff member’s home', async () => {
    const [teacher, assistant] = [
      await get(`${L}/workbench`, t.teacher as string),
      await get(`${A}/workbench`, t.assistant as string),
    ];
    expect(teacher.grading.total + assistant.grading.total).toBeGreaterThan(0);
  });

  it('lists the handouts the other staff member of a session uploaded, for review', async () => {
    const assistant = await get(`${A}/workbench`, t.assistant as string);
    const teacher = await get(`${L}/workbench`, t.teacher as string);
    expect(assistant.handouts.total).toBeGreaterThan(0);
    for (const item of assistant.handouts.list) {
      const session = await get(
        `${A}/teamClass/classTime/detailClassTime/${item.session_id}`,
        t.assistant as string,
      );
      expect(session.file_status).toBe(3);
      expect(session.abilities.review.allowed).toBe(true);
    }
    // The teacher uploaded them: they wait for the assistant, not for the teacher.
    expect(teacher.handouts.total).toBe(0);
  });

  it('counts the leave requests to approve per class as the leave tab does', async () => {
    const home = await get(`${L}/workbench`, t.teacher as string);
    expect(home.leave.list.length).toBeGreaterThan(0);
    for (const item of home.leave.list) {
      const tab = await get(
        `${L}/leave/getLeaveList/${item.class_id}?op_status=1&page=1&limit=1`,
        t.teacher as string,
      );
      expect(item.waiting).toBe(tab.total);
    }
  });

  it('counts exam papers awaiting marking as the exam’s 试卷管理 filters them', async () => {
    const home = await get(`${L}/workbench`, t.teacher as string);
    for (const item of home.exam_marking.list) {
      const papers = await get(
        `${L}/testDetail/list/${item.exam_id}?test_status=2&page=1&limit=1`,
        t.teacher as string,
      );
      expect(item.waiting).toBe(papers.total);
    }
  });

  it('shows homework whose deadline passed lately with the submit rate of its detail', async () => {
    const home = await get(`${L}/workbench`, t.teacher as string);
    for (const item of home.recent_deadlines.list) {
      const detail = await get(
        `${L}/class/homework/detail/${item.class_id}/${item.hw_id}`,
        t.teacher as string,
      );
      expect([item.submit_rate, item.total, item.submit]).toEqual([
        detail.submit_rate,
        detail.total,
        detail.submit,
      ]);
    }
  });

  it('an assistant sees their own classes only, and a teacher of other classes none of these', async () => {
    const mine = await get(`${A}/workbench`, t.assistant as string);
    const other = await get(`${L}/workbench`, t.other as string);
    const teacher = await get(`${L}/workbench`, t.teacher as string);
    const keys = (h: { grading: { list: { hw_id: number; class_id: number }[] } }) =>
      new Set(h.grading.list.map((i) => `${i.hw_id}:${i.class_id}`));
    for (const key of keys(other)) expect(keys(teacher).has(key)).toBe(false);
    expect(mine.grading.total).toBeGreaterThanOrEqual(0);
    expect((await server.call('GET', `${A}/workbench`, { token: t.teacher as string })).status).toBe(403);
  });
});

describe('the class gradebook', () => {
  const firstClass = async () => {
    // The demo teacher heads class 1.
    return 1;
  };

  it('each homework column carries the figures of the homework detail and statistics for the class', async () => {
    const classId = await firstClass();
    const book = await get(`${L}/class/gradebook/${classId}`, t.teacher as string);
    const homework = book.items.filter((i: { kind: string }) => i.kind === 'homework');
    expect(homework.length).toBeGreaterThan(0);
    for (const [i, item] of book.items.entries()) {
      if (item.kind !== 'homework') continue;
      const detail = await get(`${L}/class/homework/detail/${classId}/${item.id}`, t.teacher as string);
      expect([item.total, item.submit, item.revise, item.not_revised_count, item.submit_rate]).toEqual([
        detail.total,
        detail.submit,
        detail.revise,
        detail.not_revised_count,
        detail.submit_rate,
      ]);
      const distribution = await get(
        `${L}/homework/grade/distribution/${item.id}/${classId}`,
        t.teacher as string,
      );
      expect([item.average_score, item.correct_rate]).toEqual([
        distribution.average_score,
        distribution.correct_rate,
      ]);
      if (item.names_hidden) continue;
      const cells = book.students.map((s: { status: number[] }) => s.status[i]);
      expect(cells.filter((c: number) => c === 2).length).toBe(detail.not_revised_count);
      expect(cells.filter((c: number) => c !== 1).length).toBe(detail.submit);
    }
  });

  it('each exam column counts papers as the exam’s statistics do', async () => {
    const classId = await firstClass();
    const book = await get(`${L}/class/gradebook/${classId}`, t.teacher as string);
    for (const item of book.items) {
      if (item.kind !== 'exam') continue;
      const stats = await get(`${L}/test/getInfo/${item.id}`, t.teacher as string);
      // The demo's exams are for one class each: the class's figures are the exam's.
      expect(item.revise).toBe(stats.answer_users_num);
      expect(item.average_score).toBe(stats.average_score);
    }
  });

  it('someone else’s class answers 404, as its detail does', async () => {
    const staffed = await server.store.db
      .selectFrom('class_staff as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.class_id')
      .where('u.mobile', '=', '13800100001')
      .execute();
    const theirs = new Set(staffed.map((r) => Number(r.class_id)));
    const notTheirs = [1, 3, 4, 6].find((id) => !theirs.has(id)) as number;
    expect(notTheirs).toBeDefined();
    const answer = await server.call('GET', `${L}/class/gradebook/${notTheirs}`, {
      token: t.other as string,
    });
    expect(answer.status).toBe(404);
    const detail = await server.call('GET', `${L}/class/gradebook/${notTheirs}`, {
      token: t.teacher as string,
    });
    expect(detail.status).toBe(200);
  });

  it('exports the same columns as an .xlsx the asker downloads', async () => {
    const classId = await firstClass();
    const answer = await server.call('POST', `${L}/class/gradebook/export/${classId}`, {
      token: t.teacher as string,
      json: { kind: 'homework' },
    });
    expect(answer.status).toBe(200);
    const file = answer.body.data as { url: string; file_name: string };
    expect(file.file_name).toMatch(/成绩册.*\.xlsx$/);
    const download = await fetch(server.url + file.url, {
      headers: { authorization: `Bearer ${t.teacher}` },
    });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The workbook is written by a worker thread below the server's priority: on busy cores it waits.
  }, 60_000);
});
