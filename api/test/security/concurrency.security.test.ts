import { REPORT_MESSAGES } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { readStream } from '../../src/store/eventStore';
import { VERSION_CONFLICT } from '../../src/store/store';
import type { ChildServer } from '../childServer';
import { startSuiteTestServer as startSuiteServer, countStatuses as statuses } from '../suiteTestServer';
import { startTwinServers, type TwinServers } from '../twinServers';

/**
 * Many requests at the same moment, on the store under test (SQLite by default, PostgreSQL with
 * DATABASE_URL=postgres://…): every one that should succeed does, the ids are distinct, the counts
 * add up, no update is lost, and a 409 only ever answers a real clash on the same thing.
 */
let server: Awaited<ReturnType<typeof startSuiteServer>>;
const tokens: Record<'teacher' | 'otherTeacher', string> = { teacher: '', otherTeacher: '' };
const OTHER_TEACHER = '13800100001';
const L = '/api/lector';
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type Who = keyof typeof tokens;
const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, `${L}${path}`, { token: tokens[who], ...(json === undefined ? {} : { json }) });

const shortAnswer = (stem: string) => ({
  ques_type: 5,
  ques_stem: `<p>${stem}</p>`,
  right_answer: '<p>答</p>',
  facility_value: 3,
});

const parallel = <T>(count: number, task: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => task(i)));

const total = async (who: Who) => (await call(who, 'GET', '/ques/index?limit=1')).body.data.total as number;

let ownQuestion: number;

beforeAll(async () => {
  server = await startSuiteServer();
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.otherTeacher = await server.login(OTHER_TEACHER);
  ownQuestion = (await call('teacher', 'POST', '/ques/add', shortAnswer('作业用题'))).body.data.id;
});
afterAll(() => server.close());

const publishForm = (name: string) => ({
  course_basis_id: 1,
  type: 1,
  name,
  ending_time: nowSeconds() + 3 * DAY,
  is_set_score: 1,
  publish_scope: 1,
  question: JSON.stringify([{ id: ownQuestion }]),
});

describe('concurrency', () => {
  it('32 question creates at once by two teachers all succeed, with distinct ids and exact counts', async () => {
    const before = { teacher: await total('teacher'), otherTeacher: await total('otherTeacher') };
    const responses = await parallel(32, (i) =>
      call(i % 2 === 0 ? 'teacher' : 'otherTeacher', 'POST', '/ques/add', shortAnswer(`并发题${i}`)),
    );
    expect(statuses(responses)).toEqual({ 200: 32 });
    const ids = responses.map((r) => r.body.data.id as number);
    expect(new Set(ids).size).toBe(32);
    expect(await total('teacher')).toBe(before.teacher + 16);
    expect(await total('otherTeacher')).toBe(before.otherTeacher + 16);
  });

  it('16 publishes at once all succeed, with distinct homework and report ids', async () => {
    const responses = await parallel(16, (i) =>
      call('teacher', 'POST', '/hw/publish', publishForm(`并发作业${i}`)),
    );
    expect(statuses(responses)).toEqual({ 200: 16 });
    const ids = responses.map((r) => r.body.data.id as number);
    expect(new Set(ids).size).toBe(16);
    const reports = await server.store.db
      .selectFrom('homework_reports')
      .select(['id', 'hw_id'])
      .where('hw_id', 'in', ids)
      .execute();
    expect(reports.length).toBeGreaterThan(16);
    expect(new Set(reports.map((r) => r.id)).size).toBe(reports.length);
    const perHomework = new Set(reports.map((r) => r.hw_id));
    expect(perHomework.size).toBe(16);
  });

  it('16 edits of one question at once are all applied, one after another: no update is lost', async () => {
    const id = (await call('teacher', 'POST', '/ques/add', shortAnswer('多次编辑'))).body.data.id as number;
    const responses = await parallel(16, (i) =>
      call('teacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer('多次编辑'), remark: `第${i}次` }),
    );
    expect(statuses(responses)).toEqual({ 200: 16 });
    const events = await readStream(server.store.db, `question-${id}`);
    expect(events.map((e) => e.type)).toEqual(['QuestionAdded', ...Array(16).fill('QuestionEdited')]);
    const shown = (await call('teacher', 'GET', `/ques/show/${id}`)).body.data[0];
    const last = events.at(-1)?.data as { question: { remark: string } };
    expect(shown.remark).toBe(last.question.remark);
  });

  it('two teachers editing their own questions at once never hear 409', async () => {
    const mine = await parallel(8, async (i) =>
      Number((await call('teacher', 'POST', '/ques/add', shortAnswer(`甲${i}`))).body.data.id),
    );
    const theirs = await parallel(8, async (i) =>
      Number((await call('otherTeacher', 'POST', '/ques/add', shortAnswer(`乙${i}`))).body.data.id),
    );
    const responses = await Promise.all([
      ...mine.map((id, i) => call('teacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer(`甲改${i}`) })),
      ...theirs.map((id, i) =>
        call('otherTeacher', 'PUT', `/ques/update/${id}`, { ...shortAnswer(`乙改${i}`) }),
      ),
      ...mine.map((_, i) => call('teacher', 'POST', '/ques/add', shortAnswer(`甲新${i}`))),
      ...theirs.map((_, i) => call('otherTeacher', 'POST', '/ques/add', shortAnswer(`乙新${i}`))),
    ]);
    expect(statuses(responses)).toEqual({ 200: 32 });
    expect(responses.some((r) => r.body.msg === VERSION_CONFLICT)).toBe(false);
  });

  it('lifecycle commands on different homework at once all succeed: deadlines moved, homework recalled', async () => {
    const ids = (
      await parallel(8, (i) => call('teacher', 'POST', '/hw/publish', publishForm(`生命周期${i}`)))
    ).map((r) => r.body.data.id as number);
    const deadline = nowSeconds() + 9 * DAY;
    const moved = await parallel(8, (i) =>
      call('teacher', 'PUT', `/hw/update/ending_time/${ids[i]}/${deadline}`),
    );
    expect(statuses(moved)).toEqual({ 200: 8 });
    const recalled = await parallel(8, (i) => call('teacher', 'GET', `/hw/withdraw/${ids[i]}`));
    expect(statuses(recalled)).toEqual({ 200: 8 });
    const rows = await server.store.db
      .selectFrom('homework')
      .select(['id', 'status', 'ending_time'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((r) => Number(r.ending_time))).toEqual(Array(8).fill(deadline));
    expect(new Set(rows.map((r) => r.status)).size).toBe(1);
    // Recalled homework leaves every count (its report rows stay, so a late student call hears 作业已撤回).
    const counted = await server.store.db
      .selectFrom('homework_report_counts')
      .select('hw_id')
      .where('hw_id', 'in', ids)
      .execute();
    expect(counted).toEqual([]);
  });

  it('8 deadline changes of one homework at once are all applied in turn; the last one stands', async () => {
    const id = (await call('teacher', 'POST', '/hw/publish', publishForm('多次调整'))).body.data.id as number;
    const base = nowSeconds() + 4 * DAY;
    const responses = await parallel(8, (i) =>
      call('teacher', 'PUT', `/hw/update/ending_time/${id}/${base + i * 60}`),
    );
    expect(statuses(responses)).toEqual({ 200: 8 });
    const events = await readStream(server.store.db, `homework-${id}`);
    const adjusted = events.filter((e) => e.type !== events[0]?.type);
    expect(adjusted).toHaveLength(8);
    const last = adjusted.at(-1)?.data as { endingTime: number };
    const row = await server.store.db
      .selectFrom('homework')
      .select('ending_time')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(Number(row?.ending_time)).toBe(last.endingTime);
  });

  it('the same homework recalled 8 times at once: one recall, the rest refused by the lifecycle (a real clash)', async () => {
    const id = (await call('teacher', 'POST', '/hw/publish', publishForm('重复撤回'))).body.data.id as number;
    const responses = await parallel(8, () => call('teacher', 'GET', `/hw/withdraw/${id}`));
    expect(statuses(responses)).toEqual({ 200: 1, 409: 7 });
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.msg))).toEqual(
      new Set(['作业已撤回']),
    );
  });
});

/**
 * Racing decisions on one state machine, sent to two API processes sharing one database (PostgreSQL
 * with DATABASE_URL=postgres://…, else one SQLite file): exactly one of the racing calls wins, the
 * others hear the refusal of the state the winner left (a 4xx with the spec's message), and nothing is
 * doubled. The clock of both stands on 2026-09-20 10:00 (Beijing), inside the demo term.
 */
describe('racing decisions, two API processes on one database', () => {
  const CLOCK_AT = Date.parse('2026-09-20T10:00:00+08:00');
  const clockSeconds = () => Math.floor((CLOCK_AT + (Date.now() - startedAt)) / 1000);
  let startedAt = 0;
  let twins: TwinServers;
  const twinTokens: Record<'teacher' | 'assistant' | 'student', [string, string]> = {
    teacher: ['', ''],
    assistant: ['', ''],
    student: ['', ''],
  };
  const STUDENT_UID = 7;
  /** A student of class 5, which the other teacher serves. */
  const EXAM_STUDENT = '13900000121';
  let EXAM_STUDENT_UID = 0;

  /** The i-th of racing calls, sent to one process or the other in turn. */
  const twinCall = (i: number, who: keyof typeof twinTokens, method: string, path: string, json?: unknown) =>
    (twins.servers[i % 2] as ChildServer).call(method, path, {
      token: twinTokens[who][i % 2],
      ...(json === undefined ? {} : { json }),
    });

  /** Exactly one winner; every other call refused with a 4xx and one of `messages`. */
  const expectOneWinner = (responses: { status: number; body: { msg: string } }[], messages: string[]) => {
    const answers = responses.map((r) => `${r.status} ${r.body?.msg}`);
    expect(statuses(responses)[200], answers.join('; ')).toBe(1);
    const losers = responses.filter((r) => r.status !== 200);
    expect(
      losers.every((r) => r.status >= 400 && r.status < 500),
      answers.join('; '),
    ).toBe(true);
    expect(new Set(losers.map((r) => r.body.msg))).toEqual(new Set(messages));
  };

  const streamTypes = async (stream: string) => (await readStream(twins.db, stream)).map((e) => e.type);

  /**
   * A period of a course of class 1, ended or still to come at the twins' clock, on which the student
   * has no leave or attendance yet (the demo school asks some leaves of its own).
   */
  const periodOf = async (courseId: number, when: 'past' | 'future', uid = STUDENT_UID) => {
    const now = clockSeconds();
    const row = await twins.db
      .selectFrom('course_periods as p')
      .leftJoin('period_attendance as a', (j) => j.onRef('a.period_id', '=', 'p.id').on('a.uid', '=', uid))
      .select(['p.id'])
      .where('p.course_id', '=', courseId)
      .where('a.uid', 'is', null)
      .where(when === 'past' ? 'p.end_play' : 'p.start_play', when === 'past' ? '<' : '>', now + 600)
      .orderBy('p.start_play', when === 'past' ? 'desc' : 'asc')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  /** Another student of class 1 (the n-th after the demo student), for staff to act on. */
  const classmate = async (n: number) => {
    const rows = await twins.db
      .selectFrom('class_students')
      .select('uid')
      .where('class_id', '=', 1)
      .where('status', '=', 1)
      .where('uid', '!=', STUDENT_UID)
      .orderBy('uid')
      .execute();
    return Number(rows[n - 1]?.uid);
  };

  beforeAll(async () => {
    startedAt = Date.now();
    twins = await startTwinServers({ CLOCK_AT: String(CLOCK_AT) });
    for (const who of ['teacher', 'assistant', 'student'] as const) {
      twinTokens[who] = [
        await twins.servers[0].login(DEMO_ACCOUNTS[who]),
        await twins.servers[1].login(DEMO_ACCOUNTS[who]),
      ];
    }
  }, 120_000);
  afterAll(() => twins?.close());

  beforeAll(async () => {
    const row = await twins.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', EXAM_STUDENT)
      .executeTakeFirstOrThrow();
    EXAM_STUDENT_UID = Number(row.id);
  });

  it('8 identical leave requests of a student: one leave, seven refusals 已提交过请假申请', async () => {
    const period = await periodOf(2, 'future');
    const responses = await parallel(8, (i) =>
      twinCall(i, 'student', 'POST', '/api/app/leave', {
        course_id: 2,
        course_periods_id: period,
        leave_cause: '生病',
      }),
    );
    expectOneWinner(responses, ['已提交过请假申请，请勿重复提交']);
    expect(await streamTypes(`period-attendance-${STUDENT_UID}-${period}`)).toEqual(['LeaveRequested']);
    const rows = await twins.db
      .selectFrom('period_attendance')
      .select(['leave_id', 'leave_status'])
      .where('uid', '=', STUDENT_UID)
      .where('period_id', '=', period)
      .execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.leave_id)).toBe(responses.find((r) => r.status === 200)?.body.data.leave_id);
  });

  it('approve and reject of one pending leave at once: one decision stands, the others refused', async () => {
    const period = await periodOf(3, 'future');
    const asked = await twinCall(0, 'student', 'POST', '/api/app/leave', {
      course_id: 3,
      course_periods_id: period,
      leave_cause: '家里有事',
    });
    expect(asked.status).toBe(200);
    const leaveId = asked.body.data.leave_id as number;
    const responses = await parallel(8, (i) =>
      twinCall(i, 'teacher', 'PUT', `/api/lector/leave/setOpStatus/${leaveId}`, { op_status: 2 + (i % 2) }),
    );
    expectOneWinner(responses, ['请假申请已处理，不能重复审批']);
    expect(await streamTypes(`period-attendance-${STUDENT_UID}-${period}`)).toEqual([
      'LeaveRequested',
      'LeaveDecided',
    ]);
  });

  it('8 cancels of one approved leave at once (by id and by period): one cancel', async () => {
    const uid = await classmate(5);
    const period = await periodOf(2, 'future', uid);
    const body = { uid, class_id: 1, course_id: 2, course_periods_id: period };
    const granted = await twinCall(0, 'teacher', 'POST', '/api/lector/leave', {
      ...body,
      leave_cause: '比赛',
    });
    expect(granted.status).toBe(200);
    const leaveId = granted.body.data.leave_id as number;
    const responses = await parallel(8, (i) =>
      i % 4 === 0
        ? twinCall(i, 'teacher', 'PUT', `/api/lector/leave/setOpStatus/${leaveId}`, { op_status: 4 })
        : twinCall(i, 'teacher', 'POST', '/api/lector/leave/cancel', body),
    );
    expectOneWinner(responses, ['当前考勤状态不能进行该操作']);
    expect(await streamTypes(`period-attendance-${uid}-${period}`)).toEqual([
      'LeaveRequested',
      'LeaveCancelled',
    ]);
  });

  it('8 staff leaves of one student and period at once: one leave', async () => {
    const uid = await classmate(6);
    const period = await periodOf(3, 'future', uid);
    const body = { uid, class_id: 1, course_id: 3, course_periods_id: period, leave_cause: '集训' };
    const responses = await parallel(8, (i) => twinCall(i, 'teacher', 'POST', '/api/lector/leave', body));
    expectOneWinner(responses, ['当前考勤状态不能进行该操作']);
    expect(await streamTypes(`period-attendance-${uid}-${period}`)).toEqual(['LeaveRequested']);
  });

  it('8 manual attendances of one offline period at once, then 8 cancels: one of each', async () => {
    const period = await periodOf(1, 'past');
    const body = { uid: STUDENT_UID, class_id: 1, course_id: 1, course_periods_id: period };
    const stream = `period-attendance-${STUDENT_UID}-${period}`;
    const before = await streamTypes(stream);
    const studied = await twins.db
      .selectFrom('period_study')
      .select('attended')
      .where('uid', '=', STUDENT_UID)
      .where('period_id', '=', period)
      .executeTakeFirst();
    if (Number(studied?.attended ?? 0) === 1 && !before.includes('PeriodAttendanceCancelled')) {
      expect(
        (await twinCall(0, 'teacher', 'POST', '/api/lector/leave/attendance', { ...body, op_status: 5 }))
          .status,
      ).toBe(200);
    }
    const start = (await streamTypes(stream)).length;
    const marks = await parallel(8, (i) =>
      twinCall(i, 'teacher', 'POST', '/api/lector/leave/attendance', {
        ...body,
        op_status: 0,
        reason: '补签',
      }),
    );
    expectOneWinner(marks, ['当前考勤状态不能进行该操作']);
    const cancels = await parallel(8, (i) =>
      twinCall(i, 'teacher', 'POST', '/api/lector/leave/attendance', { ...body, op_status: 5 }),
    );
    expectOneWinner(cancels, ['当前考勤状态不能进行该操作']);
    expect((await streamTypes(stream)).slice(start)).toEqual([
      'PeriodAttendanceMarked',
      'PeriodAttendanceCancelled',
    ]);
  });

  it('8 marks of one lesson attendance cell at once, then 8 leaves: one of each', async () => {
    const team = (await twinCall(0, 'assistant', 'GET', '/api/assistants/teamClass')).body.data.list[0];
    const matrix = await twinCall(
      0,
      'assistant',
      'GET',
      `/api/assistants/teamClass/classTime/student/classAttendance/${team.id}`,
    );
    const student = matrix.body.data[0];
    const held = student.times.find(
      (t: { status: number; attendance: number }) => t.status === 1 && t.attendance === 3,
    );
    const set = (i: number, type: number, remark = '') =>
      twinCall(i, 'assistant', 'POST', '/api/assistants/teamClass/classTime/student/setAttendance', {
        class_id: team.id,
        times_id: held.id,
        clue_id: student.clue_id,
        type,
        remark,
      });
    const cellStream = `lesson-attendance-${held.id}-${student.clue_id}`;
    const start = (await streamTypes(cellStream)).length;
    expectOneWinner(await parallel(8, (i) => set(i, 4, '迟到补签')), ['当前考勤状态不能进行该操作']);
    expectOneWinner(await parallel(8, (i) => set(i, 3)), ['当前考勤状态不能进行该操作']);
    expectOneWinner(await parallel(8, (i) => set(i, 1)), ['当前考勤状态不能进行该操作']);
    expect((await streamTypes(cellStream)).slice(start)).toEqual([
      'LessonAttendanceAdded',
      'LessonAttendanceCancelled',
      'LessonLeaveMarked',
    ]);
  });

  it('8 starts of one exam at once continue one attempt; 8 hand-ins at once submit it once', async () => {
    const examTeacher = await twins.servers[0].login(OTHER_TEACHER);
    const student = [
      await twins.servers[0].login(EXAM_STUDENT),
      await twins.servers[1].login(EXAM_STUDENT),
    ] as const;
    const now = clockSeconds();
    const created = await twins.servers[0].call('POST', '/api/lector/test/add', {
      token: examTeacher,
      json: {
        name: '并发测验',
        classify_id: 6,
        sections: JSON.stringify([
          {
            name: '一、填空',
            introduce: '',
            questions: [
              {
                ques_type: 7,
                ques_stem: '<p>____是中国的首都。</p>',
                blanks: [{ answers: ['北京'] }],
                score: 4,
              },
            ],
          },
        ]),
        pass_score: 2,
        duration: 30,
        time_type: 2,
        start_time: now - 3_600,
        end_time: now + 2 * DAY,
        test_num: 2,
        class_ids: '5',
      },
    });
    expect(created.status).toBe(200);
    const examId = created.body.data.id as number;
    const published = await twins.servers[0].call('PUT', `/api/lector/test/publish/${examId}`, {
      token: examTeacher,
    });
    expect(published.status).toBe(200);
    const studentCall = (i: number, method: string, path: string) =>
      (twins.servers[i % 2] as ChildServer).call(method, path, { token: student[i % 2] });
    const attempts = async () =>
      twins.db
        .selectFrom('exam_reports')
        .select(['id', 'attempt_no'])
        .where('exam_id', '=', examId)
        .orderBy('attempt_no')
        .execute();

    for (const round of [1, 2]) {
      const starts = await parallel(8, (i) => studentCall(i, 'POST', `/api/app/exam/${examId}/start`));
      expect(statuses(starts), starts.map((r) => r.body.msg).join('; ')).toEqual({ 200: 8 });
      const ids = new Set(starts.map((r) => r.body.data.report_id as number));
      expect(ids.size).toBe(1);
      expect((await attempts()).map((r) => Number(r.attempt_no))).toEqual(round === 1 ? [1] : [1, 2]);
      const reportId = [...ids][0];
      const submits = await parallel(8, (i) =>
        studentCall(i, 'POST', `/api/app/exam/report/${reportId}/submit`),
      );
      expect(statuses(submits)[200], submits.map((r) => `${r.status} ${r.body.msg}`).join('; ')).toBe(1);
      expect(submits.every((r) => r.status < 500)).toBe(true);
      const events = await readStream(twins.db, `examAttempt-${examId}-${EXAM_STUDENT_UID}-${round}`);
      expect(events.filter((e) => e.type === 'ExamAttemptStarted')).toHaveLength(1);
      expect(
        events.filter((e) => e.type !== 'ExamAttemptStarted' && e.type !== 'ExamAnswersSaved'),
      ).toHaveLength(1);
    }
  });

  it('8 removals of one banked comment at once: one removal, the others 404', async () => {
    const added = await twinCall(0, 'teacher', 'POST', '/api/lector/grading/comments', {
      content: '书写工整',
    });
    expect(added.status).toBe(200);
    const stream = `commentBank-${(await twins.db.selectFrom('users').select('id').where('mobile', '=', DEMO_ACCOUNTS.teacher).executeTakeFirstOrThrow()).id}`;
    const before = (await streamTypes(stream)).length;
    const removals = await parallel(8, (i) =>
      twinCall(i, 'teacher', 'DELETE', `/api/lector/grading/comments/${added.body.data.id}`),
    );
    expectOneWinner(removals, ['评语不存在']);
    expect((await streamTypes(stream)).slice(before)).toEqual(['CommentUnbanked']);
  });

  it('8 joins of one circle at once, then 8 leaves: one of each', async () => {
    const path = (what: string) => `/api/app/community/group/${what}/3`;
    const stream = 'communityGroup-3';
    const before = (await streamTypes(stream)).length;
    expectOneWinner(await parallel(8, (i) => twinCall(i, 'student', 'GET', path('addGroup'))), [
      '已加入该圈子',
    ]);
    expectOneWinner(await parallel(8, (i) => twinCall(i, 'student', 'GET', path('outGroup'))), [
      '未加入该圈子',
    ]);
    expect((await streamTypes(stream)).slice(before)).toEqual([
      'CommunityMemberJoined',
      'CommunityMemberLeft',
    ]);
  });

  it('8 hand-ins of one homework report at once: one hand-in', async () => {
    const question = await twinCall(0, 'teacher', 'POST', '/api/lector/ques/add', shortAnswer('并发交作业'));
    expect(question.status).toBe(200);
    const published = await twinCall(0, 'teacher', 'POST', '/api/lector/hw/publish', {
      ...publishForm('并发交作业'),
      ending_time: clockSeconds() + 3 * DAY,
      question: JSON.stringify([{ id: question.body.data.id }]),
    });
    expect(published.status).toBe(200);
    const report = await twins.db
      .selectFrom('homework_reports')
      .select('id')
      .where('hw_id', '=', published.body.data.id)
      .where('uid', '=', STUDENT_UID)
      .executeTakeFirstOrThrow();
    const submits = await parallel(8, (i) =>
      twinCall(i, 'student', 'POST', `/api/app/homework/${report.id}/submit`),
    );
    expectOneWinner(submits, [REPORT_MESSAGES.submittedTwice]);
    const events = await streamTypes(`report-${report.id}`);
    expect(events.filter((t) => /Submitted$/.test(t))).toHaveLength(1);
  });
});
