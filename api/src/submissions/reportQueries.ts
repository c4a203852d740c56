import {
  chosenRubricLevels,
  RELEASE_MODE,
  REPORT_STATUS,
  type ReportStatusNumber,
  type RubricLevels,
  reportAbilities,
  reportStateOf,
  STUDENT_REPORT_STATUS,
  studentReportStatus,
} from '@school/machines';
import type { Kysely } from 'kysely';
import type { QuestionSnapshot, SubQuestionSnapshot } from '../homework';
import type { Viewer } from '../http/viewer';
import { rubricLevelsOfReport } from '../rubric';
import type { Database } from '../store/schema';
import { answerKeys } from './answerFormat';
import { NO_FEEDBACK, reportFeedback } from './feedback';
import type { ownReport } from './reportCommands';

/** What the one rule of released grades (resultsVisible) reads of a report's homework and class. */
const releaseOf = (r: {
  ending_time: number | string;
  release_mode: number | string;
  results_released_at: unknown;
}) => ({
  endingTime: Number(r.ending_time),
  releaseMode: Number(r.release_mode),
  released: r.results_released_at !== null && r.results_released_at !== undefined,
});

const fromTenths = (n: number | null) => (n === null ? null : Number(n) / 10);
const rate = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** The student's homework, newest first, recalled homework left out (spec section 4: students no longer see it). */
export async function listMyHomework(
  db: Kysely<Database>,
  viewer: Viewer,
  paging: { page: number; limit: number; status?: number | undefined },
  now: number,
) {
  const mine = db
    .selectFrom('homework_reports as r')
    .innerJoin('homework as h', 'h.id', 'r.hw_id')
    .leftJoin('homework_classes as hc', (j) =>
      j.onRef('hc.hw_id', '=', 'r.hw_id').onRef('hc.class_id', '=', 'r.class_id'),
    )
    .where('r.uid', '=', viewer.id)
    .where('h.status', '=', 1)
    .$if(paging.status !== undefined, (q) =>
      q.where((eb) => {
        // The student's status (section 4) from the stored one, the deadline and the release, as
        // studentReportStatus and resultsVisible read them.
        const visible = eb.or([
          eb.and([eb('h.release_mode', '<>', RELEASE_MODE.manual), eb('h.ending_time', '<=', now)]),
          eb.and([
            eb('h.release_mode', '=', RELEASE_MODE.manual),
            eb('hc.results_released_at', 'is not', null),
          ]),
        ]);
        switch (paging.status) {
          case STUDENT_REPORT_STATUS.notSubmitted:
            return eb('r.status', '=', REPORT_STATUS.notSubmitted);
          case STUDENT_REPORT_STATUS.awaitingReview:
            return eb('r.status', '=', REPORT_STATUS.submitted);
          case STUDENT_REPORT_STATUS.reviewed:
            return eb.and([eb('r.status', '=', REPORT_STATUS.graded), visible]);
          default:
            return eb.and([eb('r.status', '=', REPORT_STATUS.graded), eb.not(visible)]);
        }
      }),
    );
  const [rows, count] = await Promise.all([
    mine
      .select([
        'r.id',
        'r.hw_id',
        'r.status',
        'r.submit_time',
        'h.name',
        'h.ending_time',
        'h.publish_time',
        'h.course_title',
        'h.periods_title',
        'h.is_set_score',
        'h.release_mode',
        'hc.results_released_at',
      ])
      .orderBy('h.publish_time', 'desc')
      .orderBy('r.id', 'desc')
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((r) => {
    const state = reportStateOf(Number(r.status) as ReportStatusNumber, false);
    const context = releaseOf(r);
    return {
      report_id: Number(r.id),
      hw_id: Number(r.hw_id),
      name: r.name,
      ending_time: Number(r.ending_time),
      status: studentReportStatus(state as Exclude<typeof state, 'recalled'>, context, now),
      publish_time: Number(r.publish_time),
      submit_at: r.submit_time === null ? null : Number(r.submit_time),
      course_title: r.course_title,
      periods_title: r.periods_title,
      is_set_score: Number(r.is_set_score),
      release_mode: context.releaseMode === RELEASE_MODE.manual ? RELEASE_MODE.manual : RELEASE_MODE.auto,
      abilities: reportAbilities(state, context, now),
    };
  });
  return { list, total: Number(count.n) };
}

type Report = Awaited<ReturnType<typeof ownReport>>;

/**
 * The levels a question of the student's own report was graded with, beside what each criterion
 * could give; null when it was not graded by rubric (no rubric, or a plain score given over it).
 */
function rubricLevelsShown(q: QuestionSnapshot | SubQuestionSnapshot, levels: RubricLevels | undefined) {
  if (!q.rubric || !levels) return null;
  return chosenRubricLevels(q.rubric, levels).map((c) => ({
    criterion_id: c.criterionId,
    criterion: c.criterion,
    level_id: c.levelId,
    level: c.level,
    points: c.points,
    max_points: c.maxPoints,
  }));
}
type Answer = { user_answer: string; result: number; score_tenths: number | null };

/** The student's saved questions among these (spec: collect, type 3): question id → collect_id. */
async function collectIdsOf(db: Kysely<Database>, uid: number, quesIds: number[]) {
  if (quesIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('question_collections')
    .select(['id', 'ques_id'])
    .where('uid', '=', uid)
    .where('ques_id', 'in', quesIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.ques_id), Number(r.id)]));
}

/** Every question id of the report, material questions' sub-questions included. */
const questionIds = (questions: QuestionSnapshot[]) =>
  questions.flatMap((q) => [q.id, ...q.ques_item.map((s) => s.id)]);

/**
 * One report as its student sees it (spec: homework report, student). Until it is reviewed and the
 * deadline has passed, the questions come without answers, analysis or marks, beside the student's
 * own answers; afterwards, the student report entity of section 3, with the rubric levels each
 * question was graded with.
 */
export async function myReportDetail(db: Kysely<Database>, report: Report, now: number) {
  const { row, questions, facts } = report;
  const [answerRows, collected] = await Promise.all([
    db
      .selectFrom('report_answers')
      .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
      .where('report_id', '=', facts.reportId)
      .execute(),
    collectIdsOf(db, facts.uid, questionIds(questions)),
  ]);
  // A saved question carries its collect_id (to remove it again); an unsaved one has none.
  const collectId = (quesId: number) => {
    const id = collected.get(quesId);
    return id === undefined ? {} : { collect_id: id };
  };
  const answers = new Map<number, Answer>(answerRows.map((a) => [Number(a.ques_id), a]));
  const state = reportStateOf(Number(row.status) as ReportStatusNumber, false);
  const context = releaseOf(row);
  const status = studentReportStatus(state as Exclude<typeof state, 'recalled'>, context, now);
  const header = {
    report_id: facts.reportId,
    hw_id: facts.hwId,
    name: row.name,
    status,
    is_set_score: Number(row.is_set_score),
    release_mode: context.releaseMode === RELEASE_MODE.manual ? RELEASE_MODE.manual : RELEASE_MODE.auto,
    question_num: questions.length,
    score: Number(row.total_score),
    end_time: facts.endingTime,
    submit_at: row.submit_time === null ? null : Number(row.submit_time),
  };
  if (status !== STUDENT_REPORT_STATUS.reviewed) {
    const open = (q: QuestionSnapshot | SubQuestionSnapshot) => ({
      ques_id: q.id,
      ques_type: q.ques_type,
      ques_stem: q.ques_stem,
      ques_option: q.ques_option.map(({ id, content }) => ({ id, content })),
      score: q.score,
      user_answer: answers.get(q.id)?.user_answer ?? '',
      ...collectId(q.id),
    });
    return {
      ...header,
      abilities: reportAbilities(state, context, now),
      questions: questions.map((q) => ({ ...open(q), ques_item: q.ques_item.map(open) })),
    };
  }
  const [classCounts, levelsOf, feedback] = await Promise.all([
    db
      .selectFrom('homework_report_counts')
      .select(['graded', 'score_sum_tenths', 'max_score_tenths'])
      .where('hw_id', '=', facts.hwId)
      .where('class_id', '=', facts.classId)
      .executeTakeFirst(),
    rubricLevelsOfReport(db, facts.reportId),
    reportFeedback(db, facts.reportId),
  ]);
  const graded = Number(classCounts?.graded ?? 0);
  const answered = answerKeys(questions).filter((k) =>
    [1, 2, 4].includes(Number(answers.get(k.quesId)?.result)),
  );
  const reviewed = (q: QuestionSnapshot | SubQuestionSnapshot) => {
    const a = answers.get(q.id);
    const written = feedback.questions.get(q.id) ?? NO_FEEDBACK;
    return {
      ques_id: q.id,
      ques_type: q.ques_type,
      ques_stem: q.ques_stem,
      ques_option: q.ques_option,
      right_answer: q.right_answer,
      ques_analysis: q.ques_analysis,
      score: q.score,
      user_answer: a?.user_answer ?? '',
      is_right: a ? Number(a.result) : null,
      user_score: a ? fromTenths(a.score_tenths) : null,
      remark: written.remark,
      attachments: written.attachments,
      rubric_levels: rubricLevelsShown(q, levelsOf.get(q.id)),
      ...collectId(q.id),
    };
  };
  return {
    ...header,
    answer_time: Number(row.answer_time ?? 0),
    completion_rate: rate(answered.length, facts.keys.length),
    object_score: fromTenths(row.objective_score_tenths),
    subject_score: fromTenths(row.subjective_score_tenths),
    user_score: fromTenths(row.user_score_tenths),
    max_score: Number(classCounts?.max_score_tenths ?? 0) / 10,
    avarage_score: graded === 0 ? 0 : Math.round(Number(classCounts?.score_sum_tenths ?? 0) / graded) / 10,
    comment: feedback.comment,
    report_questions: questions.map((q) => ({ ...reviewed(q), children: q.ques_item.map(reviewed) })),
  };
}
