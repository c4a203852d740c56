import { z } from 'zod';
import { attachment, option } from './homeworkResults';
import { ability, code12, count, entity, page, rowId, score, seconds, unixTime } from './shapes';

/**
 * Students' answers (homework-grading-exams.md, section 3: homework report (student); section 7:
 * corrections and collections): the student's homework list and report, saving and submitting,
 * corrections and the question notebook; and the corrections staff read on their bank's questions.
 */

const quesType = z
  .int()
  .min(1)
  .max(6)
  .describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material');
/** Spec section 4, the student's view: 2 awaiting review, 3 reviewed, 4 not submitted, 5 scores hidden. */
const studentViewStatus = z
  .int()
  .min(2)
  .max(5)
  .describe(
    '2 awaiting review, 3 reviewed, 4 not submitted, 5 graded but scores hidden (until the deadline, or until the teacher releases them when release_mode is 2)',
  );
/** Released grades: whether status 5 waits for the deadline (1) or for the teacher's release (2). */
const releaseMode = code12.describe(
  'When results reach the student: 1 automatically after the deadline, 2 when the teacher releases them (status 5 until then)',
);
const reportAbilities = z.strictObject({ save_answers: ability, submit: ability });
/** Present while the question is in the student's notebook: the id collect/cancel takes. */
const collectId = { collect_id: rowId.optional().describe('Present while the question is collected') };

export const myHomeworkRow = entity(
  {},
  {
    report_id: rowId,
    hw_id: rowId,
    name: z.string(),
    ending_time: unixTime,
    status: studentViewStatus,
    publish_time: unixTime,
    submit_at: unixTime.nullable().describe('Null while not submitted'),
    course_title: z.string(),
    periods_title: z.string(),
    is_set_score: code12.describe('2 scored, 1 not'),
    release_mode: releaseMode,
    abilities: reportAbilities,
  },
);

export const myHomeworkPage = page(myHomeworkRow);

/** The report's header, in both views. */
const header = {
  status: studentViewStatus,
  is_set_score: code12.describe('2 scored, 1 not'),
  question_num: count,
  score: score.describe('Full score'),
  end_time: unixTime.describe('The homework’s deadline'),
  submit_at: unixTime.nullable().describe('Null while not submitted'),
};
const headerExtras = {
  report_id: rowId,
  hw_id: rowId,
  name: z.string().describe('The homework’s name'),
  release_mode: releaseMode,
};

/** A question to answer: no answers, analysis or marks yet. */
const openQuestionFields = {
  ques_id: rowId,
  ques_type: quesType,
  ques_stem: z.string(),
  ques_option: z.array(z.strictObject({ id: z.int().min(1), content: z.string() })),
  score,
  user_answer: z.string().describe('The saved answer; empty when none'),
  ...collectId,
};
const openQuestion = entity(
  {},
  { ...openQuestionFields, ques_item: z.array(entity({}, openQuestionFields)) },
);

/** Until reviewed (status 2, 4 or 5): the questions to answer, beside the student's saved answers. */
export const openReport = entity(header, {
  ...headerExtras,
  abilities: reportAbilities,
  questions: z.array(openQuestion),
});

const rubricLevel = z.strictObject({
  criterion_id: rowId,
  criterion: z.string(),
  level_id: rowId,
  level: z.string(),
  points: score,
  max_points: score,
});

const reviewedQuestionFields = {
  ques_id: rowId,
  ques_type: quesType,
  ques_stem: z.string(),
  ques_option: z.array(option),
  right_answer: z.string(),
  ques_analysis: z.string(),
  score,
  user_answer: z.string(),
  user_score: score.nullable().describe('Null when not answered'),
  rubric_levels: z
    .array(rubricLevel)
    .nullable()
    .describe('The levels it was graded with; null when not graded by rubric'),
  ...collectId,
};
const reviewedSpec = {
  is_right: z
    .int()
    .min(0)
    .max(4)
    .nullable()
    .describe(
      '1 right, 2 wrong, 3 no answer, 4 pending; null when no answer was recorded (a material question: its children say)',
    ),
  remark: z.string().describe('The grader’s remark; empty when none'),
  attachments: z.array(attachment).describe('The grader’s marked-up images'),
};
const reviewedQuestion = entity(
  { ...reviewedSpec, children: z.array(entity(reviewedSpec, reviewedQuestionFields)) },
  reviewedQuestionFields,
);

/** Reviewed (status 3): the spec's homework report (student). */
export const reviewedReport = entity(
  {
    ...header,
    answer_time: seconds.describe('From the first saved draft to the submit; 0 without a draft'),
    completion_rate: z.number().min(0).max(1).describe('Answered ÷ answerable questions, a fraction 0 to 1'),
    object_score: score.nullable(),
    subject_score: score.nullable(),
    user_score: score.nullable(),
    max_score: score.describe('Over the graded reports of the student’s class'),
    avarage_score: score.describe('Over the graded reports of the student’s class (the spec’s spelling)'),
    comment: z.string().describe('The grader’s finishing comment; empty when none'),
    report_questions: z.array(reviewedQuestion),
  },
  headerExtras,
);

export const myReport = z.union([reviewedReport, openReport]);

/** What submitting answers: the report's status after it (2 submitted, 3 graded when nothing is subjective). */
export const submitted = entity(
  {},
  { status: z.int().min(2).max(3).describe('2 awaiting grading, 3 graded (no subjective question)') },
);

export const correctionId = entity({}, { id: rowId });
export const collected = entity({ collect_id: rowId });

export const questionCorrection = entity(
  { ques_id: rowId, type: z.int().min(1).max(5), error_msg: z.string() },
  {
    id: rowId,
    type_name: z.string().describe('题干有误, 选项有误, 答案有误, 解析有误 or 其他'),
    nickname: z.string().describe('The student who reported it'),
    created_at: unixTime,
  },
);

/** One question in the student's notebook (我的收藏), with the homework it was saved from. */
export const myCollection = entity(
  {},
  {
    collect_id: rowId.describe('The id collect/cancel takes'),
    ques_id: rowId,
    ques_type: quesType,
    ques_stem: z.string().describe('The stem as the homework gave it'),
    collected_at: unixTime,
    hw_id: rowId,
    report_id: rowId.describe('The student’s report of that homework'),
    homework_name: z.string(),
  },
);
