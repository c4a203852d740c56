import { FILE_STATUS, HANDOUT_MESSAGES, SESSION_MESSAGES, SESSION_STATUS } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { drainSmsOutbox, SMS_MAX_ATTEMPTS } from './smsOutbox';

/**
 * Lesson sessions over HTTP on the demo school: team class 1 is taught by the demo teacher and
 * assisted by the demo assistant; its lesson times 1..6 are weekly from 2026-09-01 18:00 (Shanghai).
 * At the clock below lessons 1 and 2 are completed and 3..6 upcoming.
 */
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let server: TestServer;
const tokens: Record<string, string> = {};
type Who = 'teacher' | 'assistant' | 'otherTeacher';
const lector = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, `/api/lector${path}`, { token: tokens[who] as string, ...(json ? { json } : {}) });
const assistants = (method: string, path: string, json?: unknown) =>
  server.call(method, `/api/assistants${path}`, {
    token: tokens.assistant as string,
    ...(json ? { json } : {}),
  });

const detail = async (id: number) =>
  (await lector('teacher', 'GET', `/teacherSchedule/detailClassTime/${id}`)).body;

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.otherTeacher = await server.login('13800100002');
});
afterAll(() => server.close());

describe('session detail', () => {
  it('shows the header, status by the clock and what the viewer may do; others hear 课次不存在', async () => {
    const upcoming = await detail(3);
    expect(upcoming.data).toMatchObject({
      id: 3,
      team_class_id: 1,
      class_type: 1,
      status: SESSION_STATUS.upcoming,
      file_status: FILE_STATUS.notUploaded,
      time_name: '18:00-19:30',
      homework_module: 1,
    });
    expect(upcoming.data.abilities.leave).toEqual({ shown: true, allowed: true, reason: null });
    expect((await detail(1)).data.status).toBe(SESSION_STATUS.completed);
    const asAssistant = await assistants('GET', '/teamClass/classTime/detailClassTime/3');
    expect(asAssistant.body.data.abilities.leave.shown).toBe(false);
    const other = await lector('otherTeacher', 'GET', '/teacherSchedule/detailClassTime/3');
    expect([other.status, other.body.msg]).toEqual([404, '课次不存在']);
  });
});

describe('handout', () => {
  it('uploaded by the teacher, reviewed by the assistant; rejected with a reason, uploaded again, approved', async () => {
    const form = new FormData();
    form.set('file', new Blob([Buffer.from(PNG_BASE64, 'base64')]), 'notes.png');
    const stored = await server.call('POST', '/api/lector/public/file', {
      token: tokens.teacher,
      body: form,
    });
    const fileUrl = stored.body.data.path as string;
    const upload = (body: object) =>
      lector('teacher', 'POST', '/teacherSchedule/detailClassTime/uploadNotes', {
        class_times_id: 4,
        ...body,
      });

    const traversal = await upload({ file_name: '讲义.png', file_url: '/api/files/../../etc/passwd' });
    expect([traversal.status, traversal.body.msg]).toEqual([400, '讲义文件不存在，请重新上传']);
    const unknown = await upload({ file_name: '讲义.png', file_url: `/api/files/${'a'.repeat(64)}.png` });
    expect(unknown.status).toBe(400);
    const noName = await upload({ file_name: '', file_url: fileUrl });
    expect([noName.status, noName.body.msg]).toEqual([400, HANDOUT_MESSAGES.fileRequired]);

    expect((await upload({ file_name: '第四讲讲义.png', file_url: fileUrl })).body.msg).toBe('上传成功');
    expect((await detail(4)).data).toMatchObject({
      file_status: FILE_STATUS.pending,
      file_name: '第四讲讲义.png',
    });
    const twice = await upload({ file_name: '第四讲讲义.png', file_url: fileUrl });
    expect([twice.status, twice.body.msg]).toEqual([409, HANDOUT_MESSAGES.pendingUpload]);

    const own = await lector('teacher', 'PUT', '/teacherSchedule/detailClassTime/reviewNotes/4', {
      file_status: 1,
    });
    expect([own.status, own.body.msg]).toEqual([403, HANDOUT_MESSAGES.ownHandout]);
    const review = (body: object) => assistants('PUT', '/teamClass/classTime/reviewNotes/4', body);
    const bare = await review({ file_status: 4 });
    expect([bare.status, bare.body.msg]).toEqual([400, HANDOUT_MESSAGES.remarkRequired]);
    expect((await review({ file_status: 4, file_remark: '请补充第二题的解析' })).status).toBe(200);
    expect((await detail(4)).data).toMatchObject({
      file_status: FILE_STATUS.rejected,
      file_remark: '请补充第二题的解析',
    });
    expect((await upload({ file_name: '第四讲讲义（修订）.png', file_base64: PNG_BASE64 })).status).toBe(200);
    expect((await review({ file_status: 1 })).body.msg).toBe('审核成功');
    expect((await detail(4)).data).toMatchObject({ file_status: FILE_STATUS.approved, file_remark: '' });
    expect((await upload({ file_name: 'again.png', file_url: fileUrl })).status).toBe(409);
  });
});

describe('evaluation', () => {
  it('once per student, at most 100, only after the session completed, teachers only', async () => {
    const students = (await lector('teacher', 'GET', '/teacherSchedule/getClassTimeStudent/1')).body.data;
    expect(students.length).toBe(8);
    const [first, second] = students;
    const evaluate = (id: number, body: object) =>
      lector('teacher', 'PUT', `/teacherSchedule/teacherRemark/${id}`, body);
    expect(first.abilities.evaluate).toEqual({ shown: true, allowed: true, reason: null });
    const ok = await evaluate(1, { clue_id: first.clue_id, remark: '课堂表现积极' });
    expect([ok.status, ok.body.msg]).toEqual([200, SESSION_MESSAGES.evaluateSuccess]);
    const again = await evaluate(1, { clue_id: first.clue_id, remark: '再评一次' });
    expect([again.status, again.body.msg]).toEqual([409, SESSION_MESSAGES.evaluatedTwice]);
    const long = await evaluate(1, { clue_id: second.clue_id, remark: '好'.repeat(101) });
    expect([long.status, long.body.msg]).toEqual([400, SESSION_MESSAGES.remarkTooLong]);
    const early = await evaluate(3, { clue_id: second.clue_id, remark: '提前评价' });
    expect([early.status, early.body.msg]).toEqual([409, SESSION_MESSAGES.evaluateNotCompleted]);
    const byAssistant = await assistants('PUT', '/teacherSchedule/teacherRemark/1', {
      clue_id: second.clue_id,
      remark: '助教评价',
    });
    expect(byAssistant.status).toBe(403);
    const after = (await lector('teacher', 'GET', '/teacherSchedule/getClassTimeStudent/1')).body.data[0];
    expect(after.teacher_remark).toBe('课堂表现积极');
    expect(after.abilities.evaluate).toEqual({
      shown: true,
      allowed: false,
      reason: SESSION_MESSAGES.evaluatedTwice,
    });
  });
});

describe('teacher leave', () => {
  it('cancels an upcoming session, queues an SMS per student and refuses what section 4 does not offer', async () => {
    const byAssistant = await assistants('GET', '/teacherSchedule/leave/5');
    expect(byAssistant.status).toBe(403);
    const ended = await lector('teacher', 'GET', '/teacherSchedule/leave/1');
    expect([ended.status, ended.body.msg]).toEqual([409, SESSION_MESSAGES.leaveEnded]);
    const leave = await lector('teacher', 'GET', '/teacherSchedule/leave/5');
    expect([leave.status, leave.body.msg]).toEqual([200, '请假成功']);
    expect((await detail(5)).data).toMatchObject({
      status: SESSION_STATUS.cancelled,
      leave_label: '老师请假',
    });
    const twice = await lector('teacher', 'GET', '/teacherSchedule/leave/5');
    expect([twice.status, twice.body.msg]).toEqual([409, SESSION_MESSAGES.cancelled]);

    const queued = await server.store.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('session_id', '=', 5)
      .execute();
    expect(queued).toHaveLength(8);
    expect(queued[0]?.content).toContain('老师请假');
    const sent: string[] = [];
    // The request's own drain may already have sent them; a second drain finds nothing left.
    await drainSmsOutbox(server.store.db, { send: async (m) => void sent.push(m.mobile) }, () => 1);
    const left = await server.store.db
      .selectFrom('sms_outbox')
      .select('uid')
      .where('session_id', '=', 5)
      .where('sent_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });

  it('the outbox is drained by the SMS sender: a failed send is retried up to 5 times, a sent one never again', async () => {
    const db = server.store.db;
    await db
      .insertInto('sms_outbox')
      .values([
        {
          event_position: 900_001,
          uid: 1,
          session_id: 999,
          mobile: '13800000001',
          content: '课次取消',
          created_at: 1,
          sent_at: null,
          attempts: 0,
        },
        {
          event_position: 900_001,
          uid: 2,
          session_id: 999,
          mobile: '13800000002',
          content: '课次取消',
          created_at: 1,
          sent_at: null,
          attempts: 0,
        },
      ])
      .execute();
    const tried: string[] = [];
    const failing = {
      send: async (m: { mobile: string }) => {
        tried.push(m.mobile);
        throw new Error('down');
      },
    };
    const flaky = {
      send: async (m: { mobile: string }) => {
        tried.push(m.mobile);
        if (m.mobile.endsWith('2')) throw new Error('down');
      },
    };
    for (let i = 0; i < SMS_MAX_ATTEMPTS + 2; i++)
      await drainSmsOutbox(db, i === 0 ? flaky : failing, () => 50);
    const rows = await db
      .selectFrom('sms_outbox')
      .select(['uid', 'sent_at', 'attempts'])
      .where('session_id', '=', 999)
      .orderBy('uid')
      .execute();
    expect(rows).toEqual([
      { uid: 1, sent_at: 50, attempts: 0 },
      { uid: 2, sent_at: null, attempts: SMS_MAX_ATTEMPTS },
    ]);
    expect(tried.filter((m) => m.endsWith('1'))).toHaveLength(1);
    expect(tried.filter((m) => m.endsWith('2'))).toHaveLength(SMS_MAX_ATTEMPTS);
  });

  it('the session list shows the status the clock and the leave give', async () => {
    nowMs = Date.parse('2026-09-15T18:30:00+08:00');
    const list = (await lector('teacher', 'GET', '/classTime/sessions?limit=100')).body.data.list as {
      id: number;
      status: number;
    }[];
    const statusOf = (id: number) => list.find((s) => s.id === id)?.status;
    expect([statusOf(1), statusOf(3), statusOf(5), statusOf(6)]).toEqual([1, 3, 4, 2]);
    const playing = await lector('teacher', 'GET', '/teacherSchedule/leave/3');
    expect([playing.status, playing.body.msg]).toEqual([409, SESSION_MESSAGES.leaveStarted]);
  });
});
