import { z } from 'zod';
import { bankQuesType, facilityValue, questionOption } from './questionBank';
import { attachedRubric } from './rubric';
import { ability, code12, count, entity, flag01, page, rowId, score, unixTime } from './shapes';

/**
 * Homework as staff publish and manage it (homework-grading-exams.md, section 3): homework list row,
 * historical homework row, publish button info, the course picker, and the questions a homework keeps.
 */

const homeworkType = z.int().min(1).max(2).describe('1 course homework, 2 period homework');
const arrangeType = z.int().min(1).max(4).describe('1 to 4: what the homework was arranged to');
const homeworkStatus = z.int().min(1).max(2).describe('1 published, 2 recalled');
const classRef = z.strictObject({ id: rowId, name: z.string() });

/** What the viewer may do with a homework now (the lifecycle machine's answer), by the REST names. */
export const homeworkAbilities = z.strictObject({
  view: ability,
  copy: ability,
  continue_publish: ability,
  correct: ability,
  adjust_deadline: ability,
  recall: ability,
});

export const homeworkRow = entity(
  {
    id: rowId,
    name: z.string(),
    periods_title: z.string().describe('Empty for course homework'),
    not_revised_homework_count: count.describe('Submitted reports not graded yet, in the viewer’s classes'),
    submitted_homework_count: count,
    homework_count: count.describe('Students who should submit, in the viewer’s classes'),
    ending_time: unixTime,
    publish_time: unixTime,
    class_name: z.string().describe('The viewer’s published classes’ names joined by 、'),
    class_count: count,
    published_class_count: count,
    publish_type: z.int().min(1).max(2).describe('2 multi-class (continue publishing allowed), else 1'),
    type: homeworkType,
    creator_type: z.int().min(1).max(2).describe('1 teacher, 2 assistant'),
    teacher_name: z.string().optional().describe('The publisher, when a teacher published (creator_type 1)'),
    assistant_name: z
      .string()
      .optional()
      .describe('The publisher, when an assistant published (creator_type 2)'),
    is_owner: flag01.describe('1 when the viewer published it'),
    status: homeworkStatus,
  },
  {
    course_basis_id: rowId,
    course_title: z.string(),
    graded_homework_count: count,
    arrange_type: arrangeType.nullable().describe('Null unless arranged'),
    is_set_score: code12.describe('2 scored, 1 not'),
    abilities: homeworkAbilities,
  },
);

export const homeworkPage = page(homeworkRow);

export const historicalHomework = entity({
  id: rowId,
  name: z.string(),
  hw_type: z.int().min(1).max(2).describe('1 ordinary, 2 arranged'),
  type: homeworkType,
  periods_title: z.string(),
  course_title: z.string(),
  question_num: count,
  publish_time: unixTime,
});

export const historicalHomeworkPage = page(historicalHomework);

/** Spec (hw/courses/choose, teacher/myCourse): id, title, course_type, parent_id, classes[].name. */
export const publishableCourse = entity(
  {
    id: rowId,
    title: z.string(),
    course_type: z.int(),
    parent_id: z.int().min(0).describe('0 for a top-level course'),
    classes: z.array(classRef).describe('The viewer’s classes taking it (a parent: its children’s too)'),
  },
  {},
);

export const publishableCoursePage = page(publishableCourse);

export const period = entity(
  {},
  {
    id: rowId,
    title: z.string(),
    sort: z.int(),
    course_id: rowId,
    start_play: unixTime.describe('When the period is played'),
    end_play: unixTime,
  },
);

/** A homework's class and whether the homework has reached it (hw/class/published). */
export const homeworkClass = entity(
  {},
  {
    id: rowId,
    name: z.string(),
    is_published: flag01,
    published_at: unixTime.nullable().describe('Null while not published to it'),
    results_released_at: unixTime
      .nullable()
      .describe('When the teacher released the results to this class (release_mode 2); null before'),
  },
);

/** The spec's Question as a homework keeps it: the bank's question when published, with its score. */
const subQuestionFields = {
  id: rowId.describe('The bank sub-question'),
  ques_type: bankQuesType.describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer'),
  ques_stem: z.string(),
  ques_option: z.array(questionOption),
  right_answer: z.string(),
  ques_analysis: z.string(),
  score: score.describe('Its score in this homework (1 when unscored)'),
};
const rubricKept = attachedRubric
  .optional()
  .describe('The rubric copy attached when publishing (short answer only); absent without one');
const questionFields = {
  id: rowId.describe('The bank question it was taken from'),
  ques_type: bankQuesType,
  ques_stem: z.string(),
  ques_option: z.array(questionOption),
  right_answer: z.string(),
  ques_analysis: z.string(),
  facility_value: facilityValue,
  remark: z.string(),
  score: score.describe('Its score in this homework; a material question’s is its sub-questions’ sum'),
};

export const homeworkSubQuestion = entity(subQuestionFields, { rubric: rubricKept });
export const homeworkQuestion = entity(
  { ...questionFields, ques_item: z.array(homeworkSubQuestion) },
  { rubric: rubricKept },
);

/** On a copy (hw/copy): the library rubric to attach again, or null (none, or no longer attachable). */
const rubricToAttach = rowId.nullable().describe('The library rubric to attach again; null for none');
export const copiedSubQuestion = entity(subQuestionFields, { rubric: rubricKept, rubric_id: rubricToAttach });
export const copiedQuestion = entity(
  { ...questionFields, ques_item: z.array(copiedSubQuestion) },
  { rubric: rubricKept, rubric_id: rubricToAttach },
);

export const homeworkCopy = entity({
  hw_info: entity(
    { is_set_score: code12.describe('2 scored, 1 not'), name: z.string(), remark: z.string() },
    {
      id: rowId,
      is_anonymous: code12.describe('Anonymous grading: 1 off, 2 on'),
      release_mode: code12.describe('When results reach the students: 1 automatically, 2 when released'),
    },
  ),
  question: z.array(copiedQuestion),
});

export const publishButton = entity(
  {
    publish_type: z.int().min(1).max(2).describe('2 multi-class (continue publishing allowed), else 1'),
    published_class_count: count,
    class_count: count,
    is_owner: flag01.describe('1 when the viewer published it'),
    status: homeworkStatus,
  },
  {
    ending_time: unixTime,
    arrange_type: arrangeType.nullable(),
    abilities: homeworkAbilities,
  },
);

/** hw/anonymous/lift: the homework's anonymity after the lift. */
export const homeworkAnonymity = entity(
  {},
  {
    id: rowId,
    is_anonymous: code12.describe('Anonymous grading: 1 off, 2 on'),
    names_hidden: flag01.describe('1 while graders see aliases'),
    lift_anonymity: ability,
  },
);

/** hw/results/release: the homework's release mode and its classes, each with when it was released. */
export const homeworkRelease = entity(
  {},
  {
    id: rowId,
    release_mode: code12.describe('When results reach the students: 1 automatically, 2 when released'),
    classes: z.array(homeworkClass),
  },
);

/** hw/publish answers the new homework's id. */
export const publishedHomework = entity({}, { id: rowId });

/** hw/correct/quantity: reports awaiting the caller’s grading. */
export const pendingCount = count.describe('Submitted reports awaiting grading in the caller’s classes');
