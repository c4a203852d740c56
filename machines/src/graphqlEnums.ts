import { CELL_ACTION_CODE, CELL_STATUS } from './attendance/attendanceCell';
import { OP_STATUS, PERIOD_STATUS } from './attendance/opStatus';
import { PERIODS_TYPE } from './calendar/calendarCard';
import { CLASS_STATUS, CLASS_STUDENT_STATUS, CLASS_VALID_TYPE } from './classes/classCodes';
import { LIVE_STATUS } from './classLife/classMeeting';
import { COMMUNITY_IDENTITY, GROUP_TYPE, RESOURCE_TYPE } from './community/communityRules';
import { COURSE_TYPE } from './courses/courseType';
import { WARE_TYPE } from './courseware/coursewareRules';
import { ATTEMPT_TEST_STATUS } from './exams/examAttempt';
import { EXAM_QUESTION_TYPE_CODE, EXAM_TIME_TYPE } from './exams/examForm';
import { EXAM_STATUS } from './exams/examLifecycle';
import { ANSWER_CARD_MARK } from './exams/examReview';
import { HOMEWORK_STATUS } from './homework/homeworkLifecycle';
import { HOMEWORK_TYPE_CODE, PUBLISH_SCOPE_CODE } from './homework/publishRules';
import { QUESTION_TYPE_CODE } from './questionBank/questionRules';
import { RUBRIC_STATUS } from './rubric/rubricLifecycle';
import { FILE_STATUS } from './sessions/handout';
import {
  SESSION_ATTEND_TYPE,
  SESSION_CLASS_TYPE,
  SESSION_LEAVE_TYPE,
  SESSION_STATUS,
  TEACHING_MODE,
} from './sessions/sessionStatus';
import { CORRECTION_TYPE_CODE } from './submissions/answerRules';
import { REPORT_STATUS, STUDENT_REPORT_STATUS } from './submissions/reportStatus';

/** `notUploaded` → `NOT_UPLOADED`: a code table's key as a GraphQL enum value. */
export type EnumValueName<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? Uppercase<H> : `_${H}`}${EnumValueName<T>}`
  : '';

/** A code table (`{ notUploaded: 2 }`) keyed by its GraphQL enum values (`{ NOT_UPLOADED: 2 }`). */
export type ByEnumValue<T extends Record<string, number>> = {
  [K in keyof T & string as EnumValueName<K>]: T[K];
};

export const enumValueName = <S extends string>(key: S) =>
  key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as EnumValueName<S>;

export const byEnumValue = <T extends Record<string, number>>(table: T): ByEnumValue<T> =>
  Object.fromEntries(
    Object.entries(table).map(([key, code]) => [enumValueName(key), code]),
  ) as ByEnumValue<T>;

/**
 * Every documented code the GraphQL schema exposes as an enum, by the enum's name: its values and
 * the spec's code of each. The tables themselves live with their rules; this only names them. The
 * SDL's enum blocks are printed from here with GRAPHQL_ENUM_DESCRIPTIONS (`graphqlEnumsSdl`, joined
 * to schema/*.graphql by the gateway and by codegen), codegen's `enumValues` maps them so resolvers
 * return the REST code, and the gateway resolves each enum to its codes (gateway/src/resolvers/enums.ts).
 */
export const GRAPHQL_ENUMS = {
  QuestionType: QUESTION_TYPE_CODE,
  ExamQuestionType: EXAM_QUESTION_TYPE_CODE,
  HomeworkType: HOMEWORK_TYPE_CODE,
  PublishScope: PUBLISH_SCOPE_CODE,
  AttendanceCellAction: CELL_ACTION_CODE,
  StudentReportStatus: byEnumValue(STUDENT_REPORT_STATUS),
  OpStatus: {
    NONE: OP_STATUS.none,
    ATTENDED: OP_STATUS.attended,
    LEAVE_REQUESTED: OP_STATUS.requested,
    LEAVE_APPROVED: OP_STATUS.approved,
    LEAVE_REJECTED: OP_STATUS.rejected,
    LEAVE_CANCELLED: OP_STATUS.cancelled,
    ABSENT: OP_STATUS.absent,
    NOT_APPLICABLE: OP_STATUS.notApplicable,
  },
  LiveStatus: byEnumValue(LIVE_STATUS),
  GroupType: byEnumValue(GROUP_TYPE),
  ResourceType: byEnumValue(RESOURCE_TYPE),
  ExamStatus: byEnumValue(EXAM_STATUS),
  ExamTimeType: byEnumValue(EXAM_TIME_TYPE),
  ExamTestStatus: byEnumValue(ATTEMPT_TEST_STATUS),
  AnswerCardMark: byEnumValue(ANSWER_CARD_MARK),
  ReportStatus: byEnumValue(REPORT_STATUS),
  SessionStatus: byEnumValue(SESSION_STATUS),
  CommunityIdentity: byEnumValue(COMMUNITY_IDENTITY),
  WareType: byEnumValue(WARE_TYPE),
  ClassStatus: byEnumValue(CLASS_STATUS),
  ClassStudentStatus: byEnumValue(CLASS_STUDENT_STATUS),
  ClassValidType: byEnumValue(CLASS_VALID_TYPE),
  PeriodStatus: byEnumValue(PERIOD_STATUS),
  HomeworkStatus: byEnumValue(HOMEWORK_STATUS),
  HandoutFileStatus: byEnumValue(FILE_STATUS),
  SessionClassType: byEnumValue(SESSION_CLASS_TYPE),
  SessionAttendType: byEnumValue(SESSION_ATTEND_TYPE),
  CourseType: byEnumValue(COURSE_TYPE),
  TeachingMode: byEnumValue(TEACHING_MODE),
  SessionLeaveType: byEnumValue(SESSION_LEAVE_TYPE),
  LessonMarkStatus: byEnumValue(CELL_STATUS),
  RubricStatus: byEnumValue(RUBRIC_STATUS),
  CorrectionType: byEnumValue(CORRECTION_TYPE_CODE),
  PeriodsType: byEnumValue(PERIODS_TYPE),
} as const;
export type GraphqlEnumName = keyof typeof GRAPHQL_ENUMS;

/** An enum value's spec code (`codeOf('ExamTimeType', 'LONG_TERM')` is 2): a wrong value is a type error. */
export const codeOf = <N extends GraphqlEnumName, V extends keyof (typeof GRAPHQL_ENUMS)[N]>(
  name: N,
  value: V,
): (typeof GRAPHQL_ENUMS)[N][V] => GRAPHQL_ENUMS[name][value];

/** The enum value of a spec code (`enumOf('ExamTimeType', 2)` is `LONG_TERM`); throws on a code its table lacks. */
export function enumOf<N extends GraphqlEnumName>(name: N, code: number): keyof (typeof GRAPHQL_ENUMS)[N] {
  const entry = Object.entries(GRAPHQL_ENUMS[name]).find(([, c]) => c === code);
  if (!entry) throw new Error(`${name} has no code ${code}`);
  return entry[0] as keyof (typeof GRAPHQL_ENUMS)[N];
}

/** What the schema says of an enum and of each of its values (the value's code is printed before it). */
export type GraphqlEnumDescription<T> = { description: string; values: { [V in keyof T]: string } };

/**
 * The descriptions the GraphQL explorer shows for each enum of GRAPHQL_ENUMS: every value needs one
 * (a missing or stray value is a type error). `graphqlEnumsSdl` writes each value's code before its
 * text, so the description always names the code the table gives it.
 */
export const GRAPHQL_ENUM_DESCRIPTIONS: {
  [N in GraphqlEnumName]: GraphqlEnumDescription<(typeof GRAPHQL_ENUMS)[N]>;
} = {
  QuestionType: {
    description:
      'The kinds of question in the bank (REST ques_type; 7, fill-in-the-blank, is for exams only).',
    values: {
      SINGLE_CHOICE: 'one correct option.',
      TRUE_FALSE: 'two options (正确 / 错误), one correct.',
      MULTIPLE_CHOICE: 'at least two correct options.',
      INDEFINITE_CHOICE: 'one or more correct options.',
      SHORT_ANSWER: 'answered in words; carries a reference answer.',
      MATERIAL: 'a material (passage) with numbered sub-questions of types 1 to 5.',
    },
  },
  ExamQuestionType: {
    description:
      "A question's type on a paper (REST ques_type): the bank's six, and 7, fill-in-the-blank, for exams only.",
    values: {
      SINGLE_CHOICE: 'one correct option.',
      TRUE_FALSE: 'two options (正确 / 错误), one correct.',
      MULTIPLE_CHOICE: 'at least two correct options.',
      INDEFINITE_CHOICE: 'one or more correct options.',
      SHORT_ANSWER: 'answered in words; marked by hand.',
      MATERIAL: 'a material (passage) with numbered sub-questions; marked by hand.',
      FILL_BLANK: 'fill-in-the-blank (填空题): blanks, each with its accepted answers.',
    },
  },
  HomeworkType: {
    description: '1: course homework; 2: period homework (needs a period).',
    values: { COURSE: 'for the course as a whole.', PERIOD: 'for one period of the course.' },
  },
  PublishScope: {
    description: 'Which classes of a course a homework reaches when published.',
    values: {
      ALL_CHILD_COURSES: 'the course and all its child courses.',
      CHOSEN_CHILD_COURSES: 'the chosen child courses.',
      COURSE_ONLY: 'the course itself only.',
    },
  },
  AttendanceCellAction: {
    description: 'An action on an attendance cell (REST setAttendance type).',
    values: {
      LEAVE: 'request leave.',
      CANCEL_LEAVE: 'cancel the leave.',
      CANCEL_ATTENDANCE: 'cancel the attendance.',
      MANUAL: 'add attendance by hand with a reason.',
    },
  },
  StudentReportStatus: {
    description: 'The homework report status a student sees (spec section 4): 2, 3, 4 or 5.',
    values: {
      AWAITING_REVIEW: 'submitted, awaiting review.',
      REVIEWED: 'reviewed, and the deadline has passed: scores and feedback may be seen.',
      NOT_SUBMITTED: 'not submitted (the deadline is shown).',
      SCORES_HIDDEN: 'graded, scores hidden until the deadline, or until the teacher releases them.',
    },
  },
  OpStatus: {
    description: "A student's attendance of one course period (spec section 4, op_status -1 to 6).",
    values: {
      NONE: 'nothing recorded yet.',
      ATTENDED: 'attended.',
      LEAVE_REQUESTED: 'leave requested, waiting for approval.',
      LEAVE_APPROVED: 'leave approved.',
      LEAVE_REJECTED: 'leave rejected.',
      LEAVE_CANCELLED: 'leave cancelled.',
      ABSENT: 'absent.',
      NOT_APPLICABLE: 'the course takes no attendance.',
    },
  },
  LiveStatus: {
    description: "A live room's LiveStatus (spec section 4).",
    values: { LIVE: 'live now.', UPCOMING: 'not started.', ENDED: 'ended.' },
  },
  GroupType: {
    description: "A circle's group_type.",
    values: { GENERAL: 'a general circle.', CLASS_CIRCLE: "a class circle (a team class's own circle)." },
  },
  ResourceType: {
    description: "A post resource's type.",
    values: { IMAGES: 'images.', VIDEO: 'a video.' },
  },
  ExamStatus: {
    description: "An exam's status (REST status, spec: exam list).",
    values: {
      DRAFT: 'draft; its paper may still change.',
      PUBLISHED: 'published; students may sit it.',
      CLOSED: 'closed; no attempt starts any more.',
    },
  },
  ExamTimeType: {
    description: "An exam's time type (REST time_type).",
    values: {
      FIXED_PERIOD: 'a fixed period, from its start to its end.',
      LONG_TERM: 'long-term, no period.',
    },
  },
  ExamTestStatus: {
    description: "An exam attempt's status (REST test_status, spec section 4: exam attempt).",
    values: {
      ANSWERING: 'the student is answering.',
      FINISHED: 'finished: every question is marked.',
      AWAITING_REVIEW: 'submitted, awaiting review of its subjective questions.',
    },
  },
  AnswerCardMark: {
    description: "A question's mark on an answer card (REST status, spec section 3: report data).",
    values: {
      RIGHT: 'right.',
      WRONG: 'wrong.',
      UNANSWERED: 'not answered.',
      PENDING: 'awaiting review.',
      REVIEWED: 'reviewed (a subjective question once marked).',
    },
  },
  ReportStatus: {
    description: "A homework report's status as staff see it (REST status, spec section 4).",
    values: { NOT_SUBMITTED: 'not submitted.', SUBMITTED: 'submitted, awaiting grading.', GRADED: 'graded.' },
  },
  SessionStatus: {
    description: "A lesson session's status (REST status, spec section 4: lesson sessions).",
    values: {
      COMPLETED: 'completed.',
      UPCOMING: 'upcoming.',
      PLAYING: 'playing (in class now).',
      CANCELLED: 'cancelled.',
    },
  },
  CommunityIdentity: {
    description: "A community member's or author's identity (REST user_type, spec: community).",
    values: { TEACHER: 'a teacher.', ASSISTANT: 'an assistant.', STUDENT: 'a student.' },
  },
  WareType: {
    description: "A courseware's type (REST ware_type, spec: courseware).",
    values: {
      ORDINARY: 'an ordinary courseware (documents, pictures).',
      ANIMATED: 'an animated courseware.',
      MEDIA: 'audio or video.',
    },
  },
  ClassStatus: {
    description: "A class's status (REST status, spec ClassesStatus).",
    values: { IN_PROGRESS: 'in progress.', ENDED: 'ended (a dated validity that has passed).' },
  },
  ClassStudentStatus: {
    description: "A student's status in a class (REST status, spec ClassesStudentStatus).",
    values: { IN_CLASS: 'in the class.', LEFT: 'left the class.' },
  },
  ClassValidType: {
    description: 'How long a class is valid (REST valid_type).',
    values: { LONG_TERM: 'long-term valid.', DATED: 'valid until its validTime.' },
  },
  PeriodStatus: {
    description: "A course period's status on the attendance screens (REST status).",
    values: { NOT_STARTED: 'not started.', IN_PROGRESS: 'in progress.', ENDED: 'ended.' },
  },
  HomeworkStatus: {
    description: "A homework's status (REST status, spec: homework list).",
    values: { PUBLISHED: 'published.', RECALLED: 'recalled (撤回).' },
  },
  HandoutFileStatus: {
    description: "A lesson session handout's review state (REST file_status, spec section 4).",
    values: {
      APPROVED: 'approved (审核通过).',
      NOT_UPLOADED: 'not uploaded (未上传).',
      PENDING: 'pending review (待审核).',
      REJECTED: 'rejected (审核未通过); the reason is in the remark.',
    },
  },
  SessionClassType: {
    description: "A lesson session's class type (REST class_type).",
    values: {
      TEAM: 'a team class (班课).',
      ONE_TO_ONE: 'one-to-one (一对一).',
      COMMUNICATION: 'a communication session (沟通课).',
    },
  },
  SessionAttendType: {
    description:
      "A student's attendance: of a lesson session (REST attend_type), a team class's attendance cell and a course period (REST attendance).",
    values: {
      NONE: 'none yet (not marked, the period has not ended, or the session was cancelled).',
      PRESENT: 'present.',
      LEAVE: 'on leave.',
      TRUANT: 'truant.',
    },
  },
  CourseType: {
    description:
      "A course's type (REST course_type; spec section 9: 7 offline, 1 to 4, 15 and 16 live, 10 text).",
    values: {
      LIVE: 'a live course (直播课).',
      SMALL_CLASS: 'a small-class course (小班课), live.',
      LARGE_CLASS: 'a large-class course (大班课), live.',
      DUAL_TEACHER: 'a dual-teacher course (双师课), live.',
      OFFLINE: 'an offline course (线下课), held in person: attendance is marked by hand.',
      TEXT: 'a text course (图文课): no study duration or progress.',
      EXTENDED_LIVE: 'an extended live course (扩展直播课).',
      EXTENDED_RECORDED: 'an extended recorded course (扩展录播课), counted with the live ones.',
      PACKAGE: 'a package course (套餐课), shown on the calendar as a package item.',
    },
  },
  TeachingMode: {
    description: "A team class's teaching mode, and its sessions' (REST teaching_mode; spec section 9).",
    values: { LIVE: 'live (直播): a live room exists.', IN_PERSON: 'in person (面授), no live room.' },
  },
  SessionLeaveType: {
    description: 'Whose leave cancelled a lesson session (REST leave_type; 0, no leave, is null).',
    values: {
      TEACHER: "the teacher's leave (老师请假).",
      STUDENT: "the one-to-one student's leave (学员请假).",
    },
  },
  LessonMarkStatus: {
    description:
      "Whether a student's attendance of a lesson is marked (REST status of a team class's attendance cell and of a session's student; spec: status 2 not marked).",
    values: { MARKED: 'marked: the lesson was held.', NOT_MARKED: 'not marked yet.' },
  },
  RubricStatus: {
    description: "A rubric's status (REST status; the rubric lifecycle's states).",
    values: {
      DRAFT: 'a draft: not attached to a published homework yet.',
      IN_USE: 'in use: attached to a published homework.',
      ARCHIVED: 'archived: no longer offered when publishing.',
    },
  },
  CorrectionType: {
    description: 'The kind of mistake a student reports on a question (REST type of myExam/correction).',
    values: {
      STEM: '题干有误: the stem is wrong.',
      OPTIONS: '选项有误: an option is wrong.',
      ANSWER: '答案有误: the answer is wrong.',
      ANALYSIS: '解析有误: the analysis is wrong.',
      OTHER: '其他: something else.',
    },
  },
  PeriodsType: {
    description: "How a calendar card's period is held (REST periods_type, spec: calendar course).",
    values: {
      LIVE: 'live: the card offers its live room.',
      IN_PERSON: 'held in person (面授), no live room: the enter buttons are hidden.',
    },
  },
};

/** A description as a GraphQL string literal (JSON's escapes are GraphQL's). */
const sdlString = (text: string) => JSON.stringify(text);

/**
 * The SDL of every enum of GRAPHQL_ENUMS, in the table's order, each value described as
 * `<code>: <text>`: the enum blocks of the schema, declared nowhere else (the gateway's
 * `loadTypeDefs` and codegen join them to schema/*.graphql).
 */
export function graphqlEnumsSdl(): string {
  return (Object.keys(GRAPHQL_ENUMS) as GraphqlEnumName[])
    .map((name) => {
      const table: Record<string, number> = GRAPHQL_ENUMS[name];
      const { description, values }: GraphqlEnumDescription<Record<string, number>> =
        GRAPHQL_ENUM_DESCRIPTIONS[name];
      const lines = Object.entries(table).flatMap(([value, code]) => [
        `  ${sdlString(`${code}: ${values[value]}`)}`,
        `  ${value}`,
      ]);
      return `${sdlString(description)}\nenum ${name} {\n${lines.join('\n')}\n}\n`;
    })
    .join('\n');
}
