import { codeOf, enumOf } from '@school/machines';
import { describe, expect, it } from 'vitest';
import {
  ABILITY,
  DEMO_STUDENT,
  enumOrNull,
  fieldsSuite,
  type Raw,
  type Rows,
  time,
} from './testing/fieldsSuite';

/**
 * The student's homework field by field (the first-start demo school, whose students answered its
 * homework): every field of the list and of an open and a reviewed report against the REST answer.
 */
const { gql, rest } = fieldsSuite({ mobile: DEMO_STUDENT, restRoot: '/app', firstStartSchool: true });

const QUESTION = `id type stem options { id content isRight } score userAnswer collectId rightAnswer analysis
  isRight userScore remark attachments { url name ext draw } rubricLevels { criterion level points maxPoints }`;
const questionType = (code: unknown) => enumOrNull('QuestionType', code);
const status = (code: unknown) => enumOrNull('StudentReportStatus', code);

const question = (q: Raw): Raw => {
  const reviewed = 'is_right' in q;
  const levels = q.rubric_levels as Rows | null | undefined;
  return {
    id: String(q.ques_id),
    type: questionType(q.ques_type),
    stem: q.ques_stem,
    options: (q.ques_option as Rows).map((o) => ({
      id: String(o.id),
      content: o.content,
      isRight: 'is_right' in o ? o.is_right === 1 : null,
    })),
    score: q.score,
    userAnswer: q.user_answer,
    collectId: q.collect_id === undefined ? null : String(q.collect_id),
    rightAnswer: reviewed ? q.right_answer : null,
    analysis: reviewed ? q.ques_analysis : null,
    isRight: reviewed ? enumOf('AnswerCardMark', q.is_right as number) : null,
    userScore: reviewed ? q.user_score : null,
    remark: reviewed ? q.remark : null,
    attachments: reviewed ? q.attachments : null,
    rubricLevels: reviewed
      ? (levels?.map((l) => ({
          criterion: l.criterion,
          level: l.level,
          points: l.points,
          maxPoints: l.max_points,
        })) ?? null)
      : null,
    children: ((q.children ?? q.ques_item ?? []) as Rows).map(question),
  };
};

describe('the student’s homework answers the REST fields under the schema names', () => {
  it('the list, an open report and a reviewed one', async () => {
    const data = await gql(`query { myHomework(limit: 100) { total page limit list {
      reportId homeworkId name endingTime status publishTime submitAt courseTitle periodsTitle isSetScore
      resultsReleasedByTeacher abilities { saveAnswers ${ABILITY} submit ${ABILITY} } } } }`);
    const list = await rest('/homework?page=1&limit=100');
    const rows = list.list as Rows;
    expect(data.myHomework).toEqual({
      total: list.total,
      page: list.page,
      limit: list.limit,
      list: rows.map((r) => {
        const a = r.abilities as Raw;
        return {
          reportId: String(r.report_id),
          homeworkId: String(r.hw_id),
          name: r.name,
          endingTime: time(r.ending_time),
          status: status(r.status),
          publishTime: time(r.publish_time),
          submitAt: time(r.submit_at),
          courseTitle: r.course_title,
          periodsTitle: r.periods_title,
          isSetScore: r.is_set_score === 2,
          resultsReleasedByTeacher: r.release_mode === 2,
          abilities: { saveAnswers: a.save_answers, submit: a.submit },
        };
      }),
    });
    const reviewedRow = rows.find((r) => r.status === codeOf('StudentReportStatus', 'REVIEWED'));
    const openRow = rows.find((r) => r.status === codeOf('StudentReportStatus', 'NOT_SUBMITTED'));
    expect(reviewedRow && openRow).toBeDefined();
    for (const row of [reviewedRow, openRow] as Raw[]) {
      const { myHomeworkReport } = await gql(
        `query($id: ID!) { myHomeworkReport(id: $id) {
          id homeworkId name status isSetScore resultsReleasedByTeacher questionNum score endTime submitAt
          abilities { saveAnswers ${ABILITY} submit ${ABILITY} }
          answerTime completionRate objectScore subjectScore userScore maxScore avarageScore comment
          questions { ${QUESTION} children { ${QUESTION} children { id } } } } }`,
        { id: String(row.report_id) },
      );
      const r = await rest(`/homework/${row.report_id}`);
      const reviewed = 'report_questions' in r;
      const figure = (key: string) => (reviewed ? r[key] : null);
      expect(myHomeworkReport).toEqual({
        id: String(r.report_id),
        homeworkId: String(r.hw_id),
        name: r.name,
        status: status(r.status),
        isSetScore: r.is_set_score === 2,
        resultsReleasedByTeacher: r.release_mode === 2,
        questionNum: r.question_num,
        score: r.score,
        endTime: time(r.end_time),
        submitAt: time(r.submit_at),
        abilities: r.abilities
          ? {
              saveAnswers: (r.abilities as Raw).save_answers,
              submit: (r.abilities as Raw).submit,
            }
          : null,
        answerTime: figure('answer_time'),
        completionRate: figure('completion_rate'),
        objectScore: figure('object_score'),
        subjectScore: figure('subject_score'),
        userScore: figure('user_score'),
        maxScore: figure('max_score'),
        avarageScore: figure('avarage_score'),
        comment: figure('comment'),
        questions: ((reviewed ? r.report_questions : r.questions) as Rows).map((q) => {
          const { children, ...rest } = question(q) as Raw & { children: Raw[] };
          return {
            ...rest,
            children: children.map(({ children: none, ...c }) => ({ ...c, children: none })),
          };
        }),
      });
      expect(myHomeworkReport.questions.length).toBeGreaterThan(0);
    }
  });

  it('the saved questions', async () => {
    // A question of a reviewed report saved first, so the list has a row to compare.
    const rows = (await rest('/homework?page=1&limit=100')).list as Rows;
    const reviewed = rows.find((r) => r.status === codeOf('StudentReportStatus', 'REVIEWED')) as Raw;
    const report = await rest(`/homework/${reviewed.report_id}`);
    const first = (report.report_questions as Rows)[0] as Raw;
    await gql('mutation($q: ID!) { collectMyQuestion(questionId: $q) }', { q: String(first.ques_id) });
    const data = await gql(
      'query { mySavedQuestions { id questionId type stem savedAt homeworkId reportId homeworkName } }',
    );
    const raw = (await rest('/collect')) as unknown as Rows;
    expect(data.mySavedQuestions).toEqual(
      raw.map((c) => ({
        id: String(c.collect_id),
        questionId: String(c.ques_id),
        type: questionType(c.ques_type),
        stem: c.ques_stem,
        savedAt: time(c.collected_at),
        homeworkId: String(c.hw_id),
        reportId: String(c.report_id),
        homeworkName: c.homework_name,
      })),
    );
    expect(data.mySavedQuestions.length).toBeGreaterThan(0);
  });
});
