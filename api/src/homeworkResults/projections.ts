import type { Transaction } from 'kysely';
import type { HomeworkEvent, QuestionSnapshot, ReportGiven } from '../homework';
import { shareOf } from '../store/counterShares';
import { defineBatchedProjection } from '../store/projection';
import type { Database } from '../store/schema';
import type { GraderRole, MarkedAnswer, ReportEvent } from '../submissions';
import { type AnswerKey, answerKeys, isSubjective } from '../submissions';
import { bandOf, gradedRatePermille, permille } from './figures';
import { emptySummary, PendingFigures } from './pendingFigures';

/** The whole homework, as the spec's class id 0 means all classes. */
export const ALL_CLASSES = 0;
const CHUNK = 500;
const tenths = (value: number) => Math.round(value * 10);
const NO_ANSWER = 3;
const RIGHT = 1;
const WRONG = 2;

async function giveReports(
  trx: Transaction<Database>,
  figures: PendingFigures,
  hwId: number,
  classIds: readonly number[],
  reports: readonly ReportGiven[],
) {
  for (let i = 0; i < reports.length; i += CHUNK) {
    await trx
      .insertInto('result_reports')
      .values(
        reports.slice(i, i + CHUNK).map((r) => ({
          report_id: r.id,
          hw_id: hwId,
          class_id: r.classId,
          uid: r.uid,
          status: 1,
          submit_time: null,
          answer_time: null,
          score_tenths: null,
          objective_tenths: null,
          subjective_tenths: null,
          rate_permille: null,
          band: null,
          grader_role: null,
        })),
      )
      .execute();
  }
  for (const classId of classIds) {
    figures.addToSummary(hwId, [classId], { due: reports.filter((r) => r.classId === classId).length });
  }
  // Every class reached has a row, even an empty one (a class with no student yet).
  const missing = classIds.map((classId) => emptySummary(hwId, classId));
  if (missing.length > 0)
    await trx
      .insertInto('result_summary_shares')
      .values(missing)
      .onConflict((oc) => oc.columns(['hw_id', 'class_id', 'share']).doNothing())
      .execute();
  await trx
    .insertInto('result_summary_shares')
    .values(emptySummary(hwId, ALL_CLASSES))
    .onConflict((oc) => oc.columns(['hw_id', 'class_id', 'share']).doNothing())
    .execute();
  figures.addToSummary(hwId, [ALL_CLASSES], { due: reports.length });
}

/**
 * A published homework's questions never change, so each transaction reads and parses them once per
 * homework (a rebuild is one transaction over every report of the school).
 */
const keysRead = new WeakMap<Transaction<Database>, Map<number, AnswerKey[]>>();

/** The homework's answerable questions, each with what marks it (type and full score). */
async function keysOf(trx: Transaction<Database>, hwId: number): Promise<AnswerKey[]> {
  const known = keysRead.get(trx) ?? new Map<number, AnswerKey[]>();
  keysRead.set(trx, known);
  const cached = known.get(hwId);
  if (cached) return cached;
  const rows = await trx
    .selectFrom('homework_questions')
    .select('content')
    .where('hw_id', '=', hwId)
    .orderBy('sort')
    .execute();
  const keys = answerKeys(rows.map((r) => JSON.parse(r.content) as QuestionSnapshot));
  // Not yet published in this transaction: asked again once it is.
  if (keys.length > 0) known.set(hwId, keys);
  return keys;
}

interface Final {
  reportId: number;
  hwId: number;
  classId: number;
  scoreTenths: number;
  objectiveTenths: number;
  subjectiveTenths: number;
  ratePermille: number;
  graderRole: GraderRole | null;
  answers: { quesId: number; userAnswer: string; result: number; scoreTenths: number; subjective: boolean }[];
}

/** The final figures of a report from its marked answers (and, for a grade, the grader's total and rate). */
function finalOf(
  keys: readonly AnswerKey[],
  ref: { reportId: number; hwId: number; classId: number },
  answers: readonly MarkedAnswer[],
  grade: { totalScore: number; rate: number | null; graderRole: GraderRole } | null,
): Final {
  const byId = new Map(keys.map((k) => [k.quesId, k]));
  const full = keys.reduce((sum, k) => sum + tenths(k.score), 0);
  const marked = answers.map((a) => {
    const key = byId.get(a.quesId);
    return {
      quesId: a.quesId,
      userAnswer: a.userAnswer,
      result: a.result === RIGHT || a.result === WRONG ? a.result : NO_ANSWER,
      scoreTenths: a.score === null ? 0 : tenths(a.score),
      subjective: key ? isSubjective(key) : false,
    };
  });
  const objectiveTenths = marked.filter((a) => !a.subjective).reduce((s, a) => s + a.scoreTenths, 0);
  const subjectiveTenths = marked.filter((a) => a.subjective).reduce((s, a) => s + a.scoreTenths, 0);
  const scoreTenths =
    grade && grade.totalScore > 0 ? tenths(grade.totalScore) : objectiveTenths + subjectiveTenths;
  const ratePermille =
    grade && grade.rate !== null ? gradedRatePermille(grade.rate) : permille(scoreTenths, full);
  return {
    ...ref,
    scoreTenths,
    objectiveTenths,
    subjectiveTenths,
    ratePermille,
    graderRole: grade?.graderRole ?? null,
    answers: marked,
  };
}

/** Adds (sign 1) or takes back (sign −1) what one final report contributes to the figures. */
async function contribute(trx: Transaction<Database>, figures: PendingFigures, f: Final, sign: 1 | -1) {
  const band = bandOf(f.ratePermille);
  figures.addToSummary(
    f.hwId,
    [f.classId, ALL_CLASSES],
    {
      final: sign,
      score_sum_tenths: sign * f.scoreTenths,
      objective_sum_tenths: sign * f.objectiveTenths,
      subjective_sum_tenths: sign * f.subjectiveTenths,
      rate_sum_permille: sign * f.ratePermille,
      rate_square_sum: sign * f.ratePermille * f.ratePermille,
      [`band_${band}`]: sign,
      by_teacher: f.graderRole === 'teacher' ? sign : 0,
      by_assistant: f.graderRole === 'assistant' ? sign : 0,
      version: 1,
    },
    shareOf(f.reportId),
  );
  for (const classId of [f.classId, ALL_CLASSES]) {
    for (const a of f.answers) {
      figures.addToQuestion({
        hw_id: f.hwId,
        class_id: classId,
        ques_id: a.quesId,
        answered: a.result === NO_ANSWER ? 0 : sign,
        right_count: a.result === RIGHT ? sign : 0,
        wrong_count: a.result === WRONG ? sign : 0,
        unanswered: a.result === NO_ANSWER ? sign : 0,
        score_sum_tenths: sign * a.scoreTenths,
        right_rate_sum: a.result === RIGHT ? sign * f.ratePermille : 0,
      });
      if (a.result === WRONG && !a.subjective && a.userAnswer !== '') {
        figures.addWrongAnswer({
          hw_id: f.hwId,
          class_id: classId,
          ques_id: a.quesId,
          user_answer: a.userAnswer,
          n: sign,
        });
      }
    }
  }
  if (sign === 1) {
    if (f.answers.length > 0)
      await trx
        .insertInto('result_answers')
        .values(
          f.answers.map((a) => ({
            report_id: f.reportId,
            ques_id: a.quesId,
            hw_id: f.hwId,
            class_id: f.classId,
            user_answer: a.userAnswer,
            result: a.result,
            score_tenths: a.scoreTenths,
          })),
        )
        .execute();
  } else {
    await trx.deleteFrom('result_answers').where('report_id', '=', f.reportId).execute();
  }
  await trx
    .updateTable('result_reports')
    .set(
      sign === 1
        ? {
            status: 3,
            score_tenths: f.scoreTenths,
            objective_tenths: f.objectiveTenths,
            subjective_tenths: f.subjectiveTenths,
            rate_permille: f.ratePermille,
            band,
            grader_role: f.graderRole,
          }
        : {
            score_tenths: null,
            objective_tenths: null,
            subjective_tenths: null,
            rate_permille: null,
            band: null,
            grader_role: null,
          },
    )
    .where('report_id', '=', f.reportId)
    .execute();
}

/** The contribution a final report made, read back from the read model (to take it back on a regrade). */
async function storedFinal(trx: Transaction<Database>, reportId: number): Promise<Final | undefined> {
  const row = await trx
    .selectFrom('result_reports')
    .selectAll()
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  if (!row || row.rate_permille === null) return undefined;
  const answers = await trx
    .selectFrom('result_answers')
    .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
    .where('report_id', '=', reportId)
    .execute();
  const keys = new Map((await keysOf(trx, Number(row.hw_id))).map((k) => [k.quesId, k]));
  return {
    reportId,
    hwId: Number(row.hw_id),
    classId: Number(row.class_id),
    scoreTenths: Number(row.score_tenths),
    objectiveTenths: Number(row.objective_tenths),
    subjectiveTenths: Number(row.subjective_tenths),
    ratePermille: Number(row.rate_permille),
    graderRole: (row.grader_role as GraderRole | null) ?? null,
    answers: answers.map((a) => {
      const key = keys.get(Number(a.ques_id));
      return {
        quesId: Number(a.ques_id),
        userAnswer: a.user_answer,
        result: Number(a.result),
        scoreTenths: Number(a.score_tenths),
        subjective: key ? isSubjective(key) : false,
      };
    }),
  };
}

/**
 * The figures of homework results (detail header, question analysis, transcript, distribution,
 * per-type and per-question statistics, answer statistics, item analysis inputs), kept in the
 * transaction of the submit or grade that changes them. A report counts once it is final; a
 * regrade takes back its previous contribution before adding the new one.
 */
export const homeworkResultsProjection = defineBatchedProjection<HomeworkEvent | ReportEvent, PendingFigures>(
  {
    name: 'homeworkResults',
    tables: [
      'result_reports',
      'result_answers',
      'result_summary_shares',
      'result_question_stats',
      'result_wrong_answers',
    ],
    pending: () => new PendingFigures(),
    handlers: {
      HomeworkPublished: (trx, { data }, figures) =>
        giveReports(trx, figures, data.id, data.publishedClassIds, data.reports),
      HomeworkPublishedToClasses: (trx, { data }, figures) =>
        giveReports(trx, figures, data.id, data.classIds, data.reports),
      ReportSubmitted: async (trx, { data }, figures) => {
        await trx
          .updateTable('result_reports')
          .set({ status: data.status, submit_time: data.at, answer_time: data.answerTime })
          .where('report_id', '=', data.reportId)
          .execute();
        figures.addToSummary(
          data.hwId,
          [data.classId, ALL_CLASSES],
          { submitted: 1, answer_time_sum: data.answerTime },
          shareOf(data.reportId),
        );
        if (data.status === 3) {
          const keys = await keysOf(trx, data.hwId);
          await contribute(trx, figures, finalOf(keys, data, data.answers, null), 1);
        }
      },
      ReportGraded: async (trx, { data }, figures) => {
        const previous = await storedFinal(trx, data.reportId);
        if (previous) await contribute(trx, figures, previous, -1);
        const keys = await keysOf(trx, data.hwId);
        await contribute(trx, figures, finalOf(keys, data, data.answers, data), 1);
      },
    },
  },
);
