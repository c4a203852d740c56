import { z } from 'zod';
import { homeworkQuestion } from './homework';
import {
  ability,
  code12,
  count,
  entity,
  flag01,
  page,
  percentage,
  rowId,
  score,
  seconds,
  unixTime,
} from './shapes';

/**
 * Homework results as staff read them (homework-grading-exams.md, section 3): homework detail,
 * student homework row, question analysis, transcript, distribution, statistics, answer statistics.
 */

const nullableScore = score.nullable().describe('A score, one decimal; null while nobody is graded');
const nullablePercentage = percentage.nullable().describe('Percentage; null while nobody is graded');
/** Question type of the bank: 1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material. */
const quesType = z
  .int()
  .min(1)
  .max(7)
  .describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material');
/** Student homework status: 1 not submitted, 2 submitted awaiting grading, 3 graded. */
const studentStatus = z.int().min(1).max(3).describe('1 not submitted, 2 awaiting grading, 3 graded');
const classRef = z.strictObject({ id: rowId, name: z.string() });
export const option = z.strictObject({
  id: z.int().min(1),
  content: z.string(),
  is_right: code12.describe('1 right, 2 wrong'),
});
/** A student shown to staff; while a homework hides names the row carries an alias and `names_hidden` 1. */
const maskedStudent = {
  uid: z.int().min(0).describe('The student’s user id; 0 while names are hidden'),
  names_hidden: flag01.describe('1 while graders see aliases instead of names'),
};

/** Spec: arrangeData of the homework detail (arrange mode: the team class and its lesson). */
const arrangeData = entity(
  {
    name: z.string(),
    classify_name: z.string(),
    grade_name: z.string(),
    subject_name: z.string(),
    arrange_time: unixTime.nullable().describe('When the lesson is held'),
    time_name: z.string(),
  },
  { id: rowId, times_id: rowId.nullable().describe('The lesson the homework follows') },
);

export const homeworkDetail = entity(
  {
    homework_name: z.string(),
    ending_time: unixTime,
    publish_time: unixTime,
    creator: z.string().describe('Who published it'),
    course: z.string().describe('The course title'),
    period: z.string().describe('The period title'),
    remark: z.string(),
    type: z.int().describe('1 course homework, otherwise period homework'),
    class_name: z.string().describe('The classes’ names joined by 、'),
    classes: z.array(classRef).describe('The spec’s class list'),
    is_set_score: code12.describe('2 scored, 1 not'),
    submit_rate: percentage,
    revise_rate: percentage,
    total: count.describe('Students who should submit'),
    submit: count.describe('Students who submitted'),
    revise: count.describe('Reports graded'),
    scores: z
      .record(
        z.enum(['1', '2', '3', '4', '5', '6']),
        z.strictObject({ count, score: score.describe('Full score of that type’s questions') }),
      )
      .describe('Per question type 1 to 6: how many questions and their full score'),
    arrangeData: arrangeData.nullable().describe('Arrange mode only (a team class): target and lesson'),
  },
  {
    id: rowId,
    class_id: z.int().min(0).describe('0 for all classes'),
    publish_scope: z
      .int()
      .min(1)
      .max(3)
      .nullable()
      .describe('1 all child courses, 2 specified ones, 3 this course; null when arranged to a lesson'),
    creator_type: z.int().describe('1 teacher, otherwise assistant'),
    arrange_id: rowId.nullable(),
    arrange_type: z.int().min(1).max(4).nullable(),
    is_anonymous: code12.describe('Anonymous grading: 1 off, 2 on'),
    names_hidden: flag01.describe('1 while graders see aliases'),
    release_mode: code12.describe(
      'When results reach the students: 1 automatically, 2 when the teacher releases them',
    ),
    unreleased_class_count: count.describe(
      'Classes in view still waiting for their results (release_mode 2): 成绩未发布',
    ),
    status: z.int().describe('2 recalled'),
    is_overdue: flag01,
    question_num: count,
    total_score: score,
    not_revised_count: count.describe('Submitted reports not graded yet'),
    tabs_ready: z.boolean().describe('Past the deadline and every submitted report graded'),
    tabs_message: z.string().describe('Why the result tabs are empty, or empty when they are ready'),
    abilities: z.strictObject({
      adjust_deadline: ability,
      continue_publish: ability,
      preview: ability,
      lift_anonymity: ability,
      release_results: ability.describe(
        '发布成绩: shown for a release-later homework; needs canCorrect and a class still waiting',
      ),
    }),
  },
);

export const homeworkStudentRow = entity(
  {
    nickname: z.string(),
    mobile: z.string().describe('Empty while names are hidden'),
    status: studentStatus,
    updated_at: unixTime.nullable().describe('Submit time; null while not submitted'),
    report_id: rowId,
    id: rowId.describe('The row’s id: the report’s'),
  },
  {
    ...maskedStudent,
    class_id: rowId,
    class_name: z.string(),
    answer_time: seconds.nullable(),
    source: z.int().min(2).max(2).describe('2: the homework list (spec: source 2)'),
    abilities: z.strictObject({ grade: ability, view: ability, view_submitted: ability }),
  },
);

const itemAnalysis = z.strictObject({
  p: z.number().min(0).max(1).describe('Difficulty index: share of final reports right'),
  discrimination: z.number().nullable(),
  point_biserial: z.number().nullable(),
  flags: z.array(z.strictObject({ flag: z.enum(['too_easy', 'too_hard', 'negative']), reason: z.string() })),
});

export const questionAnalysisRow = entity(
  {
    _id: rowId.describe('The question'),
    ques_stem: z.string(),
    ques_type: quesType,
    parent_id: rowId.nullable().describe('The material question it belongs to'),
    parent_ques_item: z.string().nullable().describe('The stem of the material question it belongs to'),
    total: count.describe('Students who answered'),
    right_count: count,
    wrong_count: count,
    average_right_rate: percentage,
    ques_score: score,
    average_score: nullableScore,
    fallibility_option: z.string().describe('The most common wrong answer (letters); empty when none'),
    un_answer_count: count,
  },
  {
    sort: z.int().min(1).describe('Place in the paper'),
    type_name: z.string(),
    item_analysis: itemAnalysis.nullable().describe('Objective questions: difficulty and discrimination'),
  },
);

export const transcriptRow = entity(
  {
    nickname: z.string(),
    status: z.int().min(1).max(3).describe('3 graded, 1 not submitted (or not graded)'),
    answer_time: seconds.nullable(),
    rank: z.int().min(1).nullable().describe('Ties share a rank; null until graded'),
    user_score: nullableScore,
    objective_score: nullableScore,
    subjective_score: nullableScore,
    updated_at: unixTime.nullable().describe('Submit time'),
    id: rowId.describe('The row’s id: the report’s'),
  },
  {
    ...maskedStudent,
    report_id: rowId,
    correct_rate: nullablePercentage,
    objective_rate: nullablePercentage,
    subjective_rate: nullablePercentage,
    comment: z
      .string()
      .nullable()
      .describe('The grader’s comment on the report (sanitised rich text); null until graded or when none'),
  },
);

export const transcriptSummary = entity(
  {
    total: count.describe('Questions'),
    score: score.describe('Full score'),
    object_count: count,
    object_score: score,
    subject_count: count,
    subject_score: score,
    average_answer_time: seconds.nullable().describe('Null while nobody submitted'),
  },
  { is_set_score: code12, graded_count: count },
);

const band = entity(
  {
    number: count.describe('Students in the band'),
    correct_rate: percentage.describe('Share of the students who should submit'),
  },
  {
    name: z.string(),
    min: z.int().min(-1).max(100).describe('-1 for the not-submitted band'),
    max: z.int().min(-1).max(100),
  },
);

export const gradeDistribution = entity(
  {
    score: score.describe('Full score'),
    correct_rate: nullablePercentage.describe('Average correct rate of the graded reports'),
    average_score: nullableScore,
    max_score: nullableScore,
    min_score: nullableScore,
    question_num: count,
    total: count.describe('Students who should submit (the bands add up to it)'),
    grade_distribution: z.array(band).length(6),
  },
  {
    is_set_score: code12,
    max_rate: nullablePercentage,
    min_rate: nullablePercentage,
    graded_count: count,
  },
);

export const bandStudent = entity(
  { nickname: z.string(), correct_rate: nullablePercentage },
  { ...maskedStudent, report_id: rowId, mobile: z.string(), score: nullableScore },
);

const statisticsHeader = z.strictObject({
  name: z.string(),
  periods_title: z.string(),
  remark: z.string(),
  is_set_score: code12,
  ending_time: unixTime,
  completion_rate: percentage,
  answer_count: count,
  due_count: count,
  marker: z.string().describe('老师, 助教, 老师、助教 or 无'),
  objective_count: count,
  subjective_count: count,
  full_score: score,
});

export const typeStatistics = z.strictObject({
  header: statisticsHeader,
  list: z.array(
    entity(
      {
        type: quesType,
        average_right_answer: nullableScore,
        total: count,
        average_score: nullableScore,
        score,
        correct_rate: percentage,
        score_rate: percentage,
      },
      { type_name: z.string() },
    ),
  ),
});

export const questionStatistics = z.strictObject({
  header: statisticsHeader,
  list: z.array(
    entity(
      {
        ques_type: quesType,
        total_right: count,
        total: count,
        average_score: nullableScore,
        ques_score: score,
        correct_rate: percentage,
        score_rate: percentage,
      },
      { sort: z.int().min(1), ques_id: rowId, type_name: z.string() },
    ),
  ),
});

export const answerDetail = entity(
  {
    homework_name: z.string(),
    average_score: nullableScore,
    is_set_score: code12,
    score: score.describe('Full score'),
    max_score: nullableScore,
    min_score: nullableScore,
    question_num: count,
    average_answer_time: seconds.nullable(),
    questions: z.array(
      entity(
        {
          right_count: count,
          wrong_count: count,
          answered_count: count,
          un_answer_count: count,
          average_right_rate: percentage,
        },
        {
          sort: z.int().min(1),
          ques_id: rowId,
          ques_type: quesType,
          ques_stem: z.string(),
          ques_option: z.array(option),
          ques_analysis: z.string(),
          right_answer: z.string(),
          parent_id: rowId.nullable(),
          parent_ques_stem: z.string().nullable(),
          score,
        },
      ),
    ),
  },
  {},
);

export const answerStudent = z.strictObject({
  ...maskedStudent,
  report_id: rowId,
  nickname: z.string(),
  mobile: z.string(),
  user_answer: z.string(),
  score,
});

/** A file made for its requester: where to fetch it, until when. */
export const download = z.strictObject({ url: z.string(), expires_at: unixTime });

export const reviewReportId = z.strictObject({ report_id: rowId });

export const homeworkStudents = page(homeworkStudentRow);
export const transcript = page(transcriptRow);

/** Spec: hw/preview/{hwId} (name, is_set_score, question): the paper as published, with its figures per type. */
export const homeworkPreview = entity(
  {
    name: z.string(),
    is_set_score: code12.describe('2 scored, 1 not'),
    question: z.array(homeworkQuestion).describe('Unscored homework: every question worth 1'),
  },
  {
    id: rowId,
    question_num: count,
    total_score: score,
    type_summary: z.array(
      z.strictObject({ type: quesType, type_name: z.string(), count, score: score.describe('Full score') }),
    ),
  },
);

/** A marked-up answer image: the file, its name (批注1…), extension and the drawing ('' when none). */
export const attachment = entity(
  { url: z.string(), name: z.string(), ext: z.string() },
  { draw: z.string().describe('The annotation JSON of section 3; empty when none') },
);

/**
 * Spec: class/student/report/{report_id} — one student's report as staff see it, in the names of the
 * spec's homework report (student); the paper is flat, a sub-question naming its material question.
 */
export const staffReportView = entity(
  {
    status: studentStatus,
    is_set_score: code12.describe('2 scored, 1 not'),
    answer_time: seconds.nullable().describe('Null while not submitted'),
    question_num: count.describe('Questions of the paper (a material question counts once)'),
    submit_at: unixTime.nullable().describe('Null while not submitted'),
    score: score.describe('Full score'),
    object_score: nullableScore,
    subject_score: nullableScore,
    user_score: nullableScore,
    comment: z.string().describe('The grader’s finishing comment; empty when none'),
    end_time: unixTime.describe('The homework’s deadline'),
    completion_rate: z.number().min(0).max(1).describe('Answered ÷ answerable questions, a fraction 0 to 1'),
    max_score: nullableScore.describe('Over the graded reports of the student’s class; null while none'),
    avarage_score: nullableScore.describe(
      'Over the graded reports of the student’s class (the spec’s spelling); null while none',
    ),
    report_questions: z.array(
      entity(
        {
          is_right: z
            .int()
            .min(0)
            .max(4)
            .describe('1 right, 2 wrong, 3 no answer, 4 pending grading; 0 saved but not submitted'),
          attachments: z.array(attachment).describe('The grader’s marked-up images'),
          remark: z.string().describe('The grader’s remark; empty when none'),
          user_answer: z.string(),
        },
        {
          sort: z.int().min(1),
          ques_id: rowId,
          ques_type: quesType,
          ques_stem: z.string(),
          ques_option: z.array(option),
          right_answer: z.string(),
          ques_analysis: z.string(),
          parent_id: rowId.nullable(),
          parent_ques_stem: z.string().nullable(),
          score,
          user_score: nullableScore,
        },
      ),
    ),
  },
  {
    names_hidden: flag01.describe('1 while graders see an alias instead of the name'),
    report_id: rowId,
    hw_id: rowId,
    class_id: rowId,
    name: z.string().describe('The homework’s name'),
    nickname: z.string(),
    mobile: z.string().describe('Empty while names are hidden'),
    correct_rate: nullablePercentage,
  },
);
