/**
 * "An exam with one marked and three waiting attempts", built over the REST API of any running server
 * (an API test's in-process server, the gateway's, the browser suite's), through the calls teachers and
 * students make. Demo school: teacher 13800100001 serves class 5.
 *
 * The exam: one single-choice question worth 4 and one short answer worth 10 (total 14, pass 8),
 * long-term, three attempts each. Four students of class 5 hand in (the first two pick the right
 * option, the others a wrong one); the teacher marks the first paper's short answer `markedScore`.
 */

export const SCENARIO_TEACHER = '13800100001';
export const SCENARIO_CLASS = 5;
const PASSWORD = 'Demo2026';

type Call = (method: string, path: string, json?: unknown) => Promise<any>;

const callers = new Map<string, Promise<Call>>();

/** Signs in (once per server and account) and answers a caller of `/api…` that throws on any refusal. */
export function signedIn(base: string, mobile: string): Promise<Call> {
  const key = `${base} ${mobile}`;
  const known = callers.get(key);
  if (known) return known;
  const caller = signIn(base, mobile);
  callers.set(key, caller);
  return caller;
}

async function signIn(base: string, mobile: string): Promise<Call> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: PASSWORD }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return async (method, path, json) => {
    const r = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await r.json()) as { msg: string; data: any };
    if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${body.msg}`);
    return body.data;
  };
}

export interface ExamScenarioStudent {
  uid: number;
  mobile: string;
  call: Call;
}

export interface ExamScenario {
  examId: number;
  name: string;
  /** The right and a wrong option id of question 1. */
  right: string;
  wrong: string;
  /** Where question 1's right option is among its options (from 0). */
  rightIndex: number;
  teacher: Call;
  students: ExamScenarioStudent[];
  /** Hands in one attempt of a student (question 1 right or not); answers its report id. */
  handIn: (student: ExamScenarioStudent, rightChoice: boolean) => Promise<number>;
  /** Marks (or marks again) the short answer of a paper and finishes it. */
  mark: (reportId: number, score: number) => Promise<void>;
}

/** A fresh exam for class 5 with nobody's attempt yet, and the calls to act on it. */
export async function examForClass(
  base: string,
  options: {
    name?: string;
    students?: number;
    testNum?: number;
    durationMinutes?: number;
    /** When results reach the students: 1 automatically (the default), 2 when the teacher releases them. */
    releaseMode?: 1 | 2;
  } = {},
): Promise<ExamScenario> {
  const teacher = await signedIn(base, SCENARIO_TEACHER);
  const bank = (await teacher('POST', '/lector/ques/public', { limit: 100 })).list as any[];
  const single = bank.find((q) => q.ques_type === 1);
  const essay = bank.find((q) => q.ques_type === 5);
  const name = options.name ?? `作文与选择${Date.now() % 1_000_000}`;
  const exam = await teacher('POST', '/lector/test/add', {
    name,
    classify_id: 1,
    sections: JSON.stringify([
      {
        name: '一、试题',
        introduce: '',
        questions: [
          { id: single.id, score: 4 },
          { id: essay.id, score: 10 },
        ],
      },
    ]),
    pass_score: 8,
    duration: options.durationMinutes ?? 0,
    time_type: 2,
    test_num: options.testNum ?? 3,
    class_ids: String(SCENARIO_CLASS),
    ...(options.releaseMode === undefined ? {} : { release_mode: options.releaseMode }),
  });
  await teacher('PUT', `/lector/test/publish/${exam.id}`);
  const roster = (
    await teacher(
      'GET',
      `/lector/stateschoolstudent?class_id=${SCENARIO_CLASS}&limit=${options.students ?? 4}`,
    )
  ).list as { uid?: number; id?: number; mobile: string }[];
  const students = await Promise.all(
    roster.map(async (s) => ({
      uid: Number(s.uid ?? s.id),
      mobile: s.mobile,
      call: await signedIn(base, s.mobile),
    })),
  );
  const choices = single.ques_option as { id: number; is_right: number }[];
  const right = String(choices.find((o) => o.is_right === 1)?.id);
  const wrong = String(choices.find((o) => o.is_right !== 1)?.id);
  return {
    examId: exam.id,
    name,
    right,
    wrong,
    rightIndex: choices.findIndex((o) => o.is_right === 1),
    teacher,
    students,
    async handIn(student, rightChoice) {
      const { report_id } = await student.call('POST', `/app/exam/${exam.id}/start`);
      await student.call('PUT', `/app/exam/report/${report_id}/answers`, {
        answers: JSON.stringify([
          { question_id: 1, user_answer: rightChoice ? right : wrong },
          { question_id: 2, user_answer: '<p>我的作文。</p>' },
        ]),
      });
      await student.call('POST', `/app/exam/report/${report_id}/submit`);
      return report_id;
    },
    async mark(reportId, score) {
      await teacher('POST', '/lector/testDetail/paper/approveQuestion', {
        report_id: reportId,
        question_id: 2,
        score,
      });
      try {
        await teacher('POST', '/lector/testDetail/paper/approved', { report_id: reportId });
      } catch (e) {
        // A paper marked before records its new result with the grade itself.
        if (!String(e).includes('409')) throw e;
      }
    },
  };
}

/** The exam with one paper marked `markedScore` (short answer) and three awaiting review. */
export async function examWithWaitingAttempts(base: string, markedScore = 8) {
  const scenario = await examForClass(base);
  const papers: number[] = [];
  for (const [n, student] of scenario.students.entries()) papers.push(await scenario.handIn(student, n < 2));
  const [marked, ...waiting] = papers as [number, ...number[]];
  await scenario.mark(marked, markedScore);
  return { ...scenario, marked, waiting };
}
