import { z } from 'zod';
import { count, entity, flag01, page, pageWithExtra, percentage, rowId, seconds, unixTime } from './shapes';

/**
 * Classes as staff read them (classes-community.md, section 3): class, class student and study
 * statistics row, class course, the class's homework, student study (info, courses, periods), and the
 * student app's study report.
 */

const named = z.strictObject({ id: rowId, name: z.string() });
/** An id that is 0 when the thing is not set (a class without grade, classification or large class). */
const refId = z.int().min(0).describe('0 when not set');
/** ClassesStatus (values not shown in the spec): 1 in progress, 2 ended. */
const classStatus = z
  .int()
  .min(1)
  .max(2)
  .describe('1 in progress, 2 ended (a dated validity that has passed)');
/** A rate in percent with one decimal. */
const rate = percentage;

/** Spec: teachers[] and head_teachers[] of a class (real_name). */
const staffRef = entity({ real_name: z.string() }, { id: rowId, avatar: z.string() });

export const schoolClass = entity(
  {
    id: rowId,
    name: z.string(),
    grade_id: refId,
    grade_name: z.string(),
    course_classify_id: refId,
    classify_name: z.string(),
    students_count: count.describe('Students in class (status 1)'),
    is_processing: classStatus,
    large_class_id: refId,
    large_class_name: z.string(),
    valid_type: z.int().min(1).max(2).describe('1 long-term, 2 dated'),
    valid_time: unixTime.nullable().describe('When a dated validity ends; null for long-term'),
    schedule_image: z.string().describe('Path of the schedule image; empty when none was uploaded'),
    created_at: unixTime,
    cover_image: z.string(),
    head_teacher_name: z.string().describe('The head teachers’ names joined by 、'),
    classTeacher: z.string().describe('The assistants’ names joined by 、'),
    courses_count: count,
    group_id: refId.describe('The class circle; 0 when none'),
    group_hidden: z.int().describe('2 the class circle is hidden'),
    is_header_teacher: flag01.describe('1 the caller heads the class'),
    teachers: z.array(staffRef),
    head_teachers: z.array(staffRef),
  },
  { status_name: z.string().describe('The status’s label: 进行中 or 已结束') },
);

export const classList = pageWithExtra(
  schoolClass,
  z.strictObject({
    switches: z
      .strictObject({
        is_show_grade: z.int().min(1).max(2).describe('1 shown, 2 hidden'),
        is_show_classify: z.int().min(1).max(2).describe('1 shown, 2 hidden'),
      })
      .describe('The school’s switches for the grade and classification columns'),
  }),
);

export const largeClassList = z.array(named);

export const scheduleImageSet = z.strictObject({ schedule_image: z.string() });

/** The study figures shared by a class student row and a student's course (spec: study statistics row). */
const studyFigures = {
  study_length: seconds.describe('Seconds studied'),
  progress_rate: rate,
  attend_times: count,
  leave_times: count,
  truant_times: count,
  hw_submit_times: count,
  hw_assign_times: count,
};

/** Spec: class student and study statistics row (the students and statistics tabs answer one row). */
export const classStudent = entity(
  {
    id: rowId.describe('The class student’s id: the student’s uid (a student sits once in a class)'),
    uid: rowId,
    nickname: z.string(),
    mobile: z.string(),
    status: z.int().min(1).max(2).describe('ClassesStudentStatus: 1 in class, 2 left'),
    org_name: z.string().describe('The student’s campus; empty when none'),
    ...studyFigures,
  },
  {
    class_id: rowId,
    avatar: z.string(),
    join_time: unixTime,
    school_id: refId.describe('The student’s campus; 0 when none'),
  },
);

export const classStudentList = page(classStudent);

export const classStudyAnalysis = pageWithExtra(
  classStudent,
  z.strictObject({
    school_list: z
      .array(z.strictObject({ school_id: rowId, org_name: z.string() }))
      .describe('The campuses of the class’s students'),
  }),
);

/** Spec: class course. */
export const classCourse = entity({
  id: rowId,
  course_id: rowId,
  title: z.string(),
  cover_img: z.string(),
  course_type: z.int(),
  periods_count: count,
  start_play_date: unixTime.nullable().describe('The first period’s start; null without periods'),
  end_play_date: unixTime.nullable().describe('The last period’s end; null without periods'),
  teachers: z.array(z.strictObject({ id: rowId, avatar: z.string(), real_name: z.string() })),
  is_view_Attendance: z
    .int()
    .min(1)
    .max(2)
    .describe('1 attendance can be viewed (live and in person), 2 not'),
});

export const classCourseList = page(classCourse);

/** A homework published to the class (spec: the homework list row's fields it carries). */
export const classHomework = entity(
  {
    id: rowId,
    name: z.string(),
    periods_title: z.string().describe('The period’s title; empty for course homework'),
    ending_time: unixTime,
    publish_time: unixTime.nullable().describe('When it was published to this class'),
    type: z.int().min(1).max(2).describe('1 course homework, 2 period homework'),
    creator_type: z.int().min(1).describe('1 teacher, otherwise assistant'),
  },
  {
    hw_id: rowId,
    class_id: rowId,
    course_basis_id: rowId,
    course_title: z.string(),
    course_periods_id: rowId.nullable(),
    creator_id: rowId,
    creator_name: z.string(),
    submit_num: count,
    total_num: count,
    marked_num: count,
    unmarked_num: count,
  },
);

export const classHomeworkList = pageWithExtra(
  classHomework,
  z.strictObject({
    courses: z.array(z.strictObject({ id: rowId, title: z.string() })),
    periods: z.array(z.strictObject({ id: rowId, title: z.string(), course_id: rowId })),
    publishers: z.array(named),
  }),
);

/** An export's private address (`/api/exports/<token>`), opened by the screen, and its file name. */
export const exportFile = entity({ url: z.string() }, { file_name: z.string() });

/** Spec: student info of StudentDetail (nickname, mobile, join_time, join_type). */
export const studentInfo = entity(
  {
    nickname: z.string(),
    mobile: z.string(),
    join_time: unixTime.nullable().describe('When the student joined the first of the caller’s classes'),
    join_type: z.int().min(1).describe('1 enrolled by the school'),
  },
  {
    id: rowId,
    uid: rowId,
    real_name: z.string(),
    avatar: z.string(),
    join_type_name: z.string(),
    classes: z.array(z.strictObject({ class_id: rowId, name: z.string(), status: z.int().min(1).max(2) })),
  },
);

/** Spec: student study, courses. Text-image and in-person courses have no study time nor progress. */
export const studentCourse = entity(
  {
    course_basis_id: rowId,
    title: z.string(),
    course_type: z.int(),
    section_num: count,
    study_length: seconds.nullable().describe('null for course types 7 and 10'),
    progress_rate: rate.nullable().describe('null for course types 7 and 10'),
    attend_times: count,
    leave_times: count,
    truant_times: count,
    hw_submit_times: count,
    hw_assign_times: count,
  },
  { cover_img: z.string() },
);

export const studentCourses = z.array(studentCourse);

/** op_status of section 4: -1 none, 0 attended, 1 leave requested, 2 approved, 3 rejected, 4 cancelled, 5 absent, 6 n/a. */
export const opStatus = z
  .int()
  .min(-1)
  .max(6)
  .describe(
    '-1 none, 0 attended, 1 leave requested, 2 leave approved, 3 rejected, 4 leave cancelled, 5 absent, 6 not applicable',
  );

/** Spec: student study, periods. leave_cause and leave_id are present only when the student asked a leave. */
export const studentPeriod = entity(
  {
    id: rowId,
    title: z.string(),
    start_play: unixTime,
    total_time: seconds,
    study_length: seconds.nullable().describe('null for course types 7 and 10'),
    progress_rate: rate.nullable().describe('null for course types 7 and 10'),
    op_status: opStatus,
    leave_cause: z.string().optional().describe('Absent when the student asked no leave'),
    leave_id: rowId.optional().describe('Absent when the student asked no leave'),
  },
  { replayed: flag01, is_live: flag01 },
);

export const studentPeriods = z.array(studentPeriod);

/** The student app's study slice: whether it was new (the same slice again records nothing). */
export const studyRecorded = z.strictObject({ recorded: z.boolean() });
