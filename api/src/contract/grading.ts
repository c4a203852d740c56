import { z } from 'zod';
import { option } from './homeworkResults';
import { attachedRubric } from './rubric';
import { code12, entity, flag01, page, rowId, score, seconds, unixTime } from './shapes';

/**
 * Grading (homework-grading-exams.md, section 3: grading list row, report data; section 7: grading):
 * the approve tab, the report as the grading page reads it, and what saving a grade answers.
 */

/** Spec: question status 1 right, 2 wrong, 3 no answer, 4 pending. */
const questionStatus = z.int().min(1).max(4).describe('1 right, 2 wrong, 3 no answer, 4 pending');
/** Spec: is_review 1 graded, 2 pending. */
const isReview = code12.describe('1 graded, 2 pending');
const quesType = z
  .int()
  .min(1)
  .max(7)
  .describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material');
const namesHidden = flag01.describe('1 while the homework’s grading is anonymous (nickname is an alias)');

export const gradingRow = entity(
  {
    report_id: rowId,
    name: z.string().describe('The homework’s name'),
    nickname: z.string().describe('The student’s nickname, or their alias while grading is anonymous'),
    submit_time: unixTime.nullable(),
    type: z.int().min(1).max(2).describe('1 course homework, 2 period homework'),
    course_title: z.string(),
    periods_title: z.string(),
    publish_time: unixTime,
  },
  {
    hw_id: rowId,
    class_id: rowId,
    names_hidden: namesHidden,
    publish_name: z.string().describe('Who published the homework'),
  },
);

export const gradingPage = page(gradingRow);

/** Spec: answer images carry url (or base64) and the drawing (section 3 annotation JSON, '' when none). */
const annotatedImage = entity({ url: z.string(), draw: z.string() });

/** One answerable question of a report with its answer and grade (spec: report data's questions). */
export const gradingQuestion = entity(
  {
    score: score.describe('Full score (1 in an unscored homework)'),
    get_score: score.nullable().describe('Points earned; null while pending'),
    remark: z.string(),
    images: z.array(annotatedImage),
    status: questionStatus,
    is_review: isReview,
  },
  {
    ques_id: rowId,
    question_id: rowId.describe('The top-level question (a material question for its sub-questions)'),
    sort: z.int().min(1),
    ques_type: quesType,
    ques_stem: z.string(),
    parent_stem: z.string().nullable().describe('The material question’s stem; null for a top-level one'),
    ques_option: z.array(option),
    right_answer: z.string(),
    ques_analysis: z.string(),
    rate: z.int().min(0).max(100).nullable().describe('The rate graded (unscored homework); null when none'),
    user_answer: z.string(),
    revision: z.int().min(0).describe('Grades saved so far (a stale save is refused)'),
    rubric: attachedRubric.nullable().describe('The rubric copy the homework keeps for it; null without one'),
    levels: z
      .record(z.string(), z.int().min(1))
      .nullable()
      .describe('Criterion id → level id the grade was given with; null when not graded by rubric'),
  },
);

/** Spec: card groups with name and children (ques_id, question_id, sort, is_review, status, score). */
export const cardGroup = entity({
  name: z.string().describe('The section: its question type’s name'),
  children: z.array(
    entity({
      ques_id: rowId,
      question_id: rowId,
      sort: z.int().min(1),
      is_review: isReview,
      status: questionStatus,
      score,
    }),
  ),
});

export const reportInfo = entity(
  {
    test_name: z.string().describe('The homework’s name'),
    nickname: z.string(),
    user_score: score.nullable().describe('Null until graded'),
    sum_score: score.describe('Full score'),
    answer_time: seconds,
    is_set_score: code12.describe('2 scored, 1 not'),
    test_status: z.int().min(1).max(3).describe('1 not submitted, 2 awaiting grading, 3 graded'),
  },
  {
    report_id: rowId,
    hw_id: rowId,
    class_id: rowId,
    names_hidden: namesHidden,
    submit_time: unixTime.nullable(),
    comment: z.string().describe('The finishing comment; empty when none'),
    opened_by: rowId.nullable().describe('A colleague who has the report open now (their lease), or null'),
  },
);

export const reportData = entity({
  report_info: reportInfo,
  subject_card_info: z.array(cardGroup),
  objective_card_info: z.array(cardGroup),
  subject_question: z.array(gradingQuestion),
  objective_question: z.array(gradingQuestion),
  next_report_id: rowId.nullable().describe('The next report awaiting grading; null when none'),
});

/** Spec: hw/review/list returns course_arrange, report_info, scantron. */
export const reviewList = entity({
  course_arrange: entity(
    {},
    {
      arrange_id: rowId,
      arrange_type: z.int().min(1).max(4),
      arrange_data: entity(
        {
          name: z.string(),
          classify_name: z.string(),
          grade_name: z.string(),
          subject_name: z.string(),
          arrange_time: unixTime.nullable(),
          time_name: z.string(),
        },
        { id: rowId, times_id: rowId.nullable() },
      )
        .optional()
        .describe('A team class (arrange_type 4): the class and the lesson'),
    },
  )
    .optional()
    .describe('Absent when the homework was published on a course'),
  report_info: reportInfo,
  scantron: z.array(cardGroup).describe('The answer card of the kind asked (1 subjective, 2 objective)'),
});

export const reviewDetail = page(gradingQuestion);

/** What saving one question's grade answers. */
export const savedGrade = entity({}, { ques_id: rowId, revision: z.int().min(0), is_review: isReview });

/** What finishing a report answers: the next report to grade. */
export const finishedReport = entity({ next_report_id: rowId.nullable() });

export const bankComment = entity({}, { id: rowId, content: z.string(), created_at: unixTime });
export const bankCommentId = entity({}, { id: rowId });
