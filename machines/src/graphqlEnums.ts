import { CELL_ACTION_CODE } from './attendance/attendanceCell';
import { OP_STATUS } from './attendance/opStatus';
import { LIVE_STATUS } from './classLife/classMeeting';
import { COMMUNITY_IDENTITY, GROUP_TYPE, RESOURCE_TYPE } from './community/communityRules';
import { WARE_TYPE } from './courseware/coursewareRules';
import { ATTEMPT_TEST_STATUS } from './exams/examAttempt';
import { EXAM_TIME_TYPE } from './exams/examForm';
import { EXAM_STATUS } from './exams/examLifecycle';
import { ANSWER_CARD_MARK } from './exams/examReview';
import { HOMEWORK_TYPE_CODE, PUBLISH_SCOPE_CODE } from './homework/publishRules';
import { QUESTION_TYPE_CODE } from './questionBank/questionRules';
import { SESSION_STATUS } from './sessions/sessionStatus';
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
 * SDL declares each enum with exactly these values (gateway/src/enums.test.ts), codegen's
 * `enumValues` maps them so resolvers return the REST code, and the gateway resolves each enum to
 * its codes (gateway/src/resolvers/enums.ts).
 */
export const GRAPHQL_ENUMS = {
  QuestionType: QUESTION_TYPE_CODE,
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
