import type { Kysely } from 'kysely';
import { HOMEWORK_NOT_FOUND, hiddenNames, maskStudent } from '../homework';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { NO_FEEDBACK, reportFeedback } from '../submissions';
import { score } from './figures';
import { resultScope } from './scope';
import { paperOf } from './summary';

/**
 * Spec: class/student/report/{report_id} — one student's report as staff see it: the paper with the
 * student's answers, results and scores (final ones once graded, the submitted ones before).
 */
export async function staffReportView(
  db: Kysely<Database>,
  viewer: Viewer,
  reportId: number,
  classId: number,
) {
  const row = await db
    .selectFrom('result_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .selectAll('r')
    .select(['u.nickname', 'u.mobile'])
    .where('r.report_id', '=', reportId)
    .executeTakeFirst();
  if (!row) throw notFound(HOMEWORK_NOT_FOUND);
  const scope = await resultScope(db, viewer, Number(row.hw_id), classId);
  if (scope.reportClassIds && !scope.reportClassIds.includes(Number(row.class_id)))
    throw notFound(HOMEWORK_NOT_FOUND);
  const final = row.rate_permille !== null;
  const answerRows = final
    ? await db
        .selectFrom('result_answers')
        .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
        .where('report_id', '=', reportId)
        .execute()
    : await db
        .selectFrom('report_answers')
        .select(['ques_id', 'user_answer', 'result', 'score_tenths'])
        .where('report_id', '=', reportId)
        .execute();
  const answers = new Map(answerRows.map((a) => [Number(a.ques_id), a]));
  const [paper, names, feedback, classCounts] = await Promise.all([
    paperOf(db, Number(row.hw_id)),
    hiddenNames(db, [Number(row.hw_id)]),
    reportFeedback(db, reportId),
    db
      .selectFrom('homework_report_counts')
      .select(['graded', 'score_sum_tenths', 'max_score_tenths'])
      .where('hw_id', '=', Number(row.hw_id))
      .where('class_id', '=', Number(row.class_id))
      .executeTakeFirst(),
  ]);
  const graded = Number(classCounts?.graded ?? 0);
  // Answered: right, wrong or awaiting grading (as the student's report counts it).
  const answered = paper.items.filter((i) => [1, 2, 4].includes(Number(answers.get(i.quesId)?.result)));
  const student = maskStudent(
    { nickname: row.nickname, mobile: row.mobile },
    names.aliasOf(Number(row.hw_id), reportId),
  );
  return {
    report_id: reportId,
    hw_id: Number(row.hw_id),
    class_id: Number(row.class_id),
    name: scope.homework.name,
    ...student,
    status: Number(row.status),
    is_set_score: Number(scope.homework.is_set_score),
    question_num: paper.questions.length,
    end_time: Number(scope.homework.ending_time),
    submit_at: row.submit_time === null ? null : Number(row.submit_time),
    answer_time: row.answer_time === null ? null : Number(row.answer_time),
    score: score(paper.fullTenths),
    user_score: row.score_tenths === null ? null : score(Number(row.score_tenths)),
    object_score: row.objective_tenths === null ? null : score(Number(row.objective_tenths)),
    subject_score: row.subjective_tenths === null ? null : score(Number(row.subjective_tenths)),
    correct_rate: row.rate_permille === null ? null : Math.round(Number(row.rate_permille) / 10),
    completion_rate:
      paper.items.length === 0 ? 0 : Math.round((answered.length / paper.items.length) * 10_000) / 10_000,
    max_score: graded === 0 ? null : score(Number(classCounts?.max_score_tenths ?? 0)),
    avarage_score: graded === 0 ? null : Math.round(Number(classCounts?.score_sum_tenths ?? 0) / graded) / 10,
    /** What the grader wrote: the finishing comment, and per question the remark and marked images. */
    comment: feedback.comment,
    report_questions: paper.items.map((item) => {
      const a = answers.get(item.quesId);
      const written = feedback.questions.get(item.quesId) ?? NO_FEEDBACK;
      return {
        sort: item.sort,
        ques_id: item.quesId,
        ques_type: item.quesType,
        ques_stem: item.stem,
        ques_option: item.options,
        right_answer: item.rightAnswer,
        ques_analysis: item.analysis,
        parent_id: item.parentId,
        parent_ques_stem: item.parentStem,
        score: item.score,
        user_answer: a?.user_answer ?? '',
        is_right: a ? Number(a.result) : 3,
        user_score: a?.score_tenths == null ? null : score(Number(a.score_tenths)),
        remark: written.remark,
        attachments: written.attachments,
      };
    }),
  };
}
