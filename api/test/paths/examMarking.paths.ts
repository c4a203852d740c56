import {
  EXAM_REVIEW_MESSAGES,
  explainGradingRefusal,
  GRADING_MESSAGES,
  type QuestionGradeInput,
  type ReportGradingContext,
  type ReportGradingEvent,
  type ReportGradingStateValue,
  reportGrading,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { STATUS_OF } from '../../src/http/envelope';
import { T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { Account, PathsApi } from './pathsApi';

/**
 * Marking an exam paper (ExamPaperApprove) with the grading rules of homework: the `reportGrading`
 * machine driven through the exam marking calls (`testDetail/paper/approveQuestion`,
 * `testDetail/paper/approved`, `testDetail/paper/approved/{id}`) and the review page
 * (`testDetail/report/{id}`). Each path starts from a long-term exam with one short answer worth 10
 * (pass 6) that the owner publishes to class 5, answered and submitted by student 13900000121.
 */

const STUDENT = '13900000121';
const IMAGE = `/api/files/${'b'.repeat(64)}.png`;

const give = (score: number | null, type: 1 | 2 = 2): QuestionGradeInput => ({
  score,
  rate: null,
  remarkLength: 0,
  images: 0,
  type,
});
const save = (input: QuestionGradeInput): ReportGradingEvent => ({
  type: 'grading.saveQuestion',
  question: 0,
  input,
});

const EVENTS: ReportGradingEvent[] = [
  save(give(8)),
  save(give(null)),
  save(give(11)),
  save({ ...give(8), remarkLength: 301 }),
  save({ ...give(8), images: 10 }),
  { type: 'grading.finish', commentLength: 4 },
  { type: 'grading.finish', commentLength: 301 },
];

interface Subject {
  reportId: number;
}

let student: Account | undefined;
let essayId: number | undefined;
let made = 0;

async function submittedPaper(api: PathsApi): Promise<Subject> {
  api.setNow(T0);
  student ??= await api.signIn(STUDENT);
  if (!essayId) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as {
      id: number;
      ques_type: number;
    }[];
    essayId = shared.find((q) => q.ques_type === 5)?.id;
    if (!essayId) throw new Error('the shared bank has no short-answer question');
  }
  const created = await api.call('owner', 'POST', '/test/add', {
    name: `批阅路径考试${++made}`,
    classify_id: 1,
    sections: JSON.stringify([{ name: '一、简答', introduce: '', questions: [{ id: essayId, score: 10 }] }]),
    pass_score: 6,
    duration: 0,
    time_type: 2,
    test_num: 1,
    class_ids: '5',
  });
  expect(created, 'drafting the path exam').toMatchObject({ status: 200 });
  await api.call('owner', 'PUT', `/test/publish/${created.data.id}`);
  const token = student.token;
  const started = await api.callAs(token, 'POST', `/app/exam/${created.data.id}/start`);
  expect(started, 'the student starts').toMatchObject({ status: 200 });
  const reportId = started.data.report_id as number;
  await api.callAs(token, 'PUT', `/app/exam/report/${reportId}/answers`, {
    answers: [{ question_id: 1, user_answer: '<p>作答</p>' }],
  });
  const submitted = await api.callAs(token, 'POST', `/app/exam/report/${reportId}/submit`);
  expect(submitted, 'the student submits').toMatchObject({ status: 200 });
  return { reportId };
}

const label = (event: ReportGradingEvent) => {
  if (event.type === 'grading.finish') return `finish(comment ${event.commentLength})`;
  const { score, remarkLength, images, type } = event.input;
  const parts = [
    score !== null && `score ${score}`,
    remarkLength > 0 && `remark ${remarkLength}`,
    images > 0 && `${images} images`,
    type === 1 && 'type 1',
  ].filter(Boolean);
  return `save(${parts.join(', ') || 'empty'})`;
};

/** Finishing twice is worded for a paper (the machine's own words speak of homework). */
const examWording = (message: string | undefined) =>
  message === GRADING_MESSAGES.finishedTwice ? EXAM_REVIEW_MESSAGES.finishedTwice : message;

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof reportGrading>,
) {
  const answer =
    event.type === 'grading.saveQuestion'
      ? await api.call('owner', 'POST', '/testDetail/paper/approveQuestion', {
          report_id: subject.reportId,
          question_id: 1,
          type: event.input.type,
          remark: '评'.repeat(event.input.remarkLength),
          image: JSON.stringify(Array(event.input.images).fill(IMAGE)),
          ...(event.input.score === null ? {} : { score: event.input.score }),
        })
      : await api.call('owner', 'POST', '/testDetail/paper/approved', {
          report_id: subject.reportId,
          remark: '好'.repeat(event.commentLength),
        });
  const said = { status: answer.status, msg: answer.msg };
  if (accepted) {
    const msg = event.type === 'grading.finish' ? '操作成功' : '保存成功';
    expect(said, `${label(event)} is accepted`).toEqual({ status: 200, msg });
    return;
  }
  const refusal = explainGradingRefusal(before.value as ReportGradingStateValue, before.context, event);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expect(said, `${label(event)} is refused as the machine refuses it`).toEqual({
    status: STATUS_OF[refusal?.kind ?? 'conflict'],
    msg: examWording(refusal?.message),
  });
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof reportGrading>) {
  const state = snapshot.value as ReportGradingStateValue;
  const marking = (await api.call('owner', 'GET', `/testDetail/paper/approved/${subject.reportId}`)).data;
  const graded = snapshot.context.graded.includes(0);
  expect(marking.subject_question[0].is_review, `the question in state ${state}`).toBe(graded ? 1 : 2);
  const review = (await api.call('owner', 'GET', `/testDetail/report/${subject.reportId}`)).data;
  const finished = state === 'finished';
  expect(review.report_info, `the review page in state ${state}`).toMatchObject({
    test_status: finished ? 1 : 2,
    ranking: finished ? expect.any(Number) : null,
    user_score: finished ? expect.any(Number) : null,
  });
  expect(review.card_info[0].items[0].status, `the answer card in state ${state}`).toBe(graded ? 5 : 4);
}

export const examMarkingPaths = pathEntry({
  machine: reportGrading,
  scenarios: [
    {
      name: 'exam paper',
      input: { isSetScore: 2, maxScores: [10], graded: [] } satisfies ReportGradingContext,
      events: () => EVENTS,
    },
  ],
  adapter: { start: (api) => submittedPaper(api), label, send, check },
});
