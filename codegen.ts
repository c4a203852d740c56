import type { CodegenConfig } from '@graphql-codegen/cli';
import { CELL_ACTION_CODE } from './machines/src/attendance/attendanceCell';
import { HOMEWORK_TYPE_CODE, PUBLISH_SCOPE_CODE } from './machines/src/homework/publishRules';
import { QUESTION_TYPE_CODE } from './machines/src/questionBank/questionRules';
import { STUDENT_REPORT_STATUS } from './machines/src/submissions/reportStatus';

/** The student's report status (spec section 4) by its GraphQL name. */
const STUDENT_REPORT_STATUS_CODE = {
  AWAITING_REVIEW: STUDENT_REPORT_STATUS.awaitingReview,
  REVIEWED: STUDENT_REPORT_STATUS.reviewed,
  NOT_SUBMITTED: STUDENT_REPORT_STATUS.notSubmitted,
  SCORES_HIDDEN: STUDENT_REPORT_STATUS.scoresHidden,
};

/**
 * One schema (schema/*.graphql), two outputs: the gateway's resolver types and the web's typed
 * documents. Both folders are generated (postinstall, codegen, build, typecheck, test) and not committed.
 */
const scalars = { DateTime: 'string' };
/** Resolvers may hand the REST unix seconds straight to the DateTime scalar, which writes ISO-8601. */
const gatewayScalars = { DateTime: { input: 'string', output: 'string | number' } };

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: gatewayScalars,
        // Resolvers see the spec's codes; the schema's enum names exist only on the wire.
        enumValues: {
          QuestionType: QUESTION_TYPE_CODE,
          HomeworkType: HOMEWORK_TYPE_CODE,
          PublishScope: PUBLISH_SCOPE_CODE,
          AttendanceCellAction: CELL_ACTION_CODE,
          StudentReportStatus: STUDENT_REPORT_STATUS_CODE,
        },
        // Resolvers return the REST shapes (snake_case) and each type's field resolvers name its fields.
        mappers: {
          Viewer: '../rest/auth#RestMe',
          User: '../rest/auth#RestUser',
          Question: '../rest/questionBank#RestQuestion',
          SubQuestion: '../rest/questionBank#RestSubQuestion',
          QuestionOption: '../rest/questionBank#RestOption',
          KnowledgePoint: '../rest/questionBank#RestKnowledgePoint',
          QuestionImportPreview: '../rest/questionBank#RestImportPreview',
          QuestionImportRow: '../rest/questionBank#RestImportRow',
          QuestionImportDraft: '../rest/questionBank#RestImportDraft',
          QuestionImportSubDraft: '../rest/questionBank#RestSubQuestion',
          HomeworkRow: '../rest/homework#RestHomeworkRow',
          HomeworkRowAbilities: '../rest/homework#RestHomeworkAbilities',
          HomeworkQuestion: '../rest/homework#RestHomeworkQuestion',
          HomeworkSubQuestion: '../rest/homework#RestHomeworkSubQuestion',
          HistoricalHomework: '../rest/homework#RestHistoricalHomework',
          PublishableCourse: '../rest/homework#RestPublishableCourse',
          LeaveRequest: '../rest/attendance#RestLeaveRequest',
          AttendCourse: '../rest/attendance#RestAttendCourse',
          AttendPeriod: '../rest/attendance#RestStudyPeriod',
          PeriodAttendance: '../rest/attendance#RestStudyStudent',
          OpStatusAbilities: '../rest/attendance#RestOpStatusAbilities',
          TeamClass: '../rest/attendance#RestTeamClass',
          TeamClassStudent: '../rest/attendance#RestTeamClassStudent',
          LessonTime: '../rest/attendance#RestLessonTime',
          AttendanceRow: '../rest/attendance#RestAttendanceRow',
          AttendanceCell: '../rest/attendance#RestAttendanceCell',
          AttendanceCellAbilities: '../rest/attendance#RestCellAbilities',
          ArrangedHomework: '../rest/attendance#RestArrangedHomework',
          Courseware: '../rest/courseware#RestCourseware',
          Announcement: '../rest/classLife#RestAnnouncement',
          ClassMeeting: '../rest/classLife#RestClassMeeting',
          MeetingJoinCodes: '../rest/classLife#RestJoinCodes',
          MeetingAttendee: '../rest/classLife#RestMeetingAttendee',
          StaffProfile: '../rest/classLife#RestProfile',
          CalendarCard: '../rest/classLife#RestCalendarCard',
          OperationLogRow: '../rest/operationLog#RestOperationLogRow',
          MyHomeworkRow: '../rest/studentHomework#RestMyHomeworkRow',
          MyHomeworkReport: '../rest/studentHomework#RestMyReport',
          MyReportQuestion: '../rest/studentHomework#RestMyReportQuestion',
          MyReportAbilities: '../rest/studentHomework#RestMyReportAbilities',
          // The enums' codes as `enumValues` writes them, so field resolvers may return a REST code.
          QuestionType: 'QuestionType',
          HomeworkType: 'HomeworkType',
          StudentReportStatus: 'StudentReportStatus',
        },
      },
    },
    'web/src/generated/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
