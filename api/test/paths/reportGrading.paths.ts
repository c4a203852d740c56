import {
  explainGradingRefusal,
  type QuestionGradeInput,
  type ReportGradingContext,
  type ReportGradingEvent,
  type ReportGradingStateValue,
  reportGrading,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { STATUS_OF } from '../../src/http/envelope';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { Account, PathsApi } from './pathsApi';

/**
 * Grading one submitted report through the grading API (`testDetail/approveQuestion`,
 * `testDetail/approved`, `testDetail/approved/{id}`), by the owner teacher. Each path starts from a
 * homework with one short answer (10 points, or rates when unscored) that student 13900000121 of
 * class 5 answered and submitted.
 */

const T0 = Date.parse('2026-09-12T10:00:00+08:00') / 1000;
const DEADLINE = T0 + 3 * 86_400;
const STUDENT = '13900000121';
const IMAGE = `/api/files/${'b'.repeat(64)}.png`;

const give = (score: number | null, rate: number | null = null, type: 1 | 2 = 2): QuestionGradeInput => ({
  score,
  rate,
  remarkLength: 0,
  images: 0,
  type,
});
const save = (input: QuestionGradeInput): ReportGradingEvent => ({
  type: 'grading.saveQuestion',
  question: 0,
  input,
});

const SCORED: ReportGradingEvent[] = [
  save(give(8)),
  save(give(null)),
  save(give(11)),
  save({ ...give(8), remarkLength: 301 }),
  save({ ...give(8), images: 10 }),
  { type: 'grading.finish', commentLength: 4 },
  { type: 'grading.finish', commentLength: 301 },
];
const RATED: ReportGradingEvent[] = [
  save(give(null, 60)),
  save(give(null, null, 1)),
  save(give(null)),
  save(give(null, 33)),
  { type: 'grading.finish', commentLength: 0 },
];

const scenario = (
  name: string,
  isSetScore: 1 | 2,
  events: ReportGradingEvent[],
): PathScenario<typeof reportGrading> => ({
  name,
  input: { isSetScore, maxScores: [isSetScore === 2 ? 10 : 1], graded: [] } satisfies ReportGradingContext,
  events: () => events,
});

interface Subject {
  reportId: number;
  quesId: number;
}

let student: Account | undefined;
let essayId: number | undefined;
let published = 0;

async function submittedReport(api: PathsApi, isSetScore: number): Promise<Subject> {
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
  const answer = await api.call('owner', 'POST', '/hw/publish', {
    course_basis_id: 4,
    type: 1,
    name: `批改路径${++published}`,
    remark: '',
    ending_time: DEADLINE,
    is_set_score: isSetScore,
    publish_scope: 2,
    child_course_basis_ids: '6',
    question: JSON.stringify([{ id: essayId, score: 10 }]),
  });
  expect(answer, 'publishing the path homework').toMatchObject({ status: 200 });
  const hwId = answer.data.id as number;
  const token = student.token;
  const list = await api.callAs(token, 'GET', '/app/homework?limit=999');
  const reportId = (list.data.list as { hw_id: number; report_id: number }[]).find((r) => r.hw_id === hwId)
    ?.report_id as number;
  const saved = await api.callAs(token, 'PUT', `/app/homework/${reportId}/answers`, {
    answers: [{ ques_id: essayId, user_answer: { content: '<p>作答</p>', images: [] } }],
  });
  expect(saved, 'the student answers').toMatchObject({ status: 200 });
  const submitted = await api.callAs(token, 'POST', `/app/homework/${reportId}/submit`);
  expect(submitted, 'the student submits').toMatchObject({ status: 200 });
  return { reportId, quesId: essayId };
}

const label = (event: ReportGradingEvent) => {
  if (event.type === 'grading.finish') return `finish(comment ${event.commentLength})`;
  const { score, rate, remarkLength, images, type } = event.input;
  const parts = [
    score !== null && `score ${score}`,
    rate !== null && `rate ${rate}`,
    remarkLength > 0 && `remark ${remarkLength}`,
    images > 0 && `${images} images`,
    type === 1 && 'type 1',
  ].filter(Boolean);
  return `save(${parts.join(', ') || 'empty'})`;
};

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof reportGrading>,
) {
  let answer: { status: number; msg: string };
  if (event.type === 'grading.saveQuestion') {
    const { score, rate, remarkLength, images, type } = event.input;
    answer = await api.call('owner', 'POST', '/testDetail/approveQuestion', {
      report_id: subject.reportId,
      question_id: subject.quesId,
      type,
      remark: '评'.repeat(remarkLength),
      image: JSON.stringify(Array(images).fill(IMAGE)),
      ...(score === null ? {} : { score }),
      ...(rate === null ? {} : { rate }),
    });
  } else {
    answer = await api.call('owner', 'POST', '/testDetail/approved', {
      report_id: subject.reportId,
      remark: '好'.repeat(event.commentLength),
    });
  }
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
    msg: refusal?.message,
  });
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof reportGrading>) {
  const state = snapshot.value as ReportGradingStateValue;
  const data = (await api.call('owner', 'GET', `/testDetail/approved/${subject.reportId}`)).data;
  expect(data.report_info.test_status, `the report's status in state ${state}`).toBe(
    state === 'finished' ? 3 : 2,
  );
  const card = data.subject_card_info[0].children[0];
  expect(card.is_review, `the question card in state ${state}`).toBe(
    snapshot.context.graded.includes(0) ? 1 : 2,
  );
}

export const reportGradingPaths = pathEntry({
  machine: reportGrading,
  scenarios: [scenario('scored', 2, SCORED), scenario('rates', 1, RATED)],
  adapter: {
    start: (api, scenario) => submittedReport(api, scenario.input.isSetScore),
    label,
    send,
    check,
  },
});
