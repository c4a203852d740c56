import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUMS } from './machines/src/graphqlEnums';

/**
 * One schema (schema/*.graphql), two outputs: the gateway's resolver types and the web's typed
 * documents. Both folders are generated (postinstall, codegen, build, typecheck, test) and not committed.
 */
/** A gradebook row's cells as the REST answer sends them (schema/workbench.graphql, GradebookCells). */
const GRADEBOOK_CELLS =
  '{ status: number[]; value: (number | null)[]; report_id: (number | null)[]; late: number[] }';
const scalars = { DateTime: 'string', GradebookCells: GRADEBOOK_CELLS };
/** Resolvers may hand the REST unix seconds straight to the DateTime scalar, which writes ISO-8601. */
const gatewayScalars = {
  DateTime: { input: 'string', output: 'string | number' },
  GradebookCells: { input: 'never', output: GRADEBOOK_CELLS },
};

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
        enumValues: GRAPHQL_ENUMS,
        // Resolvers return the REST shapes (snake_case) and each type's field resolvers name its fields.
        mappers: {
          Viewer: '../rest/auth#ViewerAnswer',
          User: '../rest/auth#UserAnswer',
          Question: '../rest/questionBank#RestQuestion',
          SubQuestion: '../rest/questionBank#RestSubQuestion',
          QuestionOption: '../rest/questionBank#RestOption',
          KnowledgePoint: '../rest/questionBank#RestKnowledgePoint',
          QuestionImportPreview: '../rest/questionBank#RestImportPreview',
          QuestionImportRow: '../rest/questionBank#RestImportRow',
          QuestionImportDraft: '../rest/questionBank#RestImportDraft',
          QuestionImportSubDraft: '../rest/questionBank#RestSubQuestion',
          HomeworkRow: '../rest/homework#HomeworkRowAnswer',
          HomeworkRowAbilities: '../rest/homework#HomeworkAbilitiesAnswer',
          HomeworkQuestion: '../rest/homework#HomeworkQuestionAnswer',
          HomeworkSubQuestion: '../rest/homework#HomeworkSubQuestionAnswer',
          HistoricalHomework: '../rest/homework#HistoricalHomeworkAnswer',
          PublishableCourse: '../rest/homework#PublishableCourseAnswer',
          Rubric: '../rest/rubric#RubricAnswer',
          RubricCriterion: '../rest/rubric#RubricCriterionAnswer',
          AttachedRubric: '../rest/rubric#AttachedRubricAnswer',
          GradingListRow: '../rest/grading#GradingRowAnswer',
          GradingQuestion: '../rest/grading#GradingQuestionAnswer',
          GradingOption: '../rest/grading#GradingOptionAnswer',
          GradingCardGroup: '../rest/grading#GradingCardGroupAnswer',
          GradingCardItem: '../rest/grading#GradingCardItemAnswer',
          GradingReport: '../rest/grading#GradingReportAnswer',
          GradingComment: '../rest/grading#GradingCommentAnswer',
          FinishGradingResult: '../rest/grading#FinishedAnswer',
          ExamReviewReport: '../rest/examReview#ExamReviewAnswer',
          ExamPaperPreview: '../rest/examReview#ExamPreviewAnswer',
          MyExam: '../rest/studentExams#MyExamAnswer',
          MyExamOption: '../rest/studentExams#MyExamOptionAnswer',
          MyExamAttempt: '../rest/studentExams#MyAttemptAnswer',
          MyExamReview: '../rest/studentExams#MyExamReviewAnswer',
          QuestionCorrection: '../rest/submissions#QuestionCorrectionAnswer',
          LeaveRequest: '../rest/attendance#LeaveRequestAnswer',
          AttendCourse: '../rest/attendance#AttendCourseAnswer',
          AttendPeriod: '../rest/attendance#AttendPeriodAnswer',
          PeriodAttendance: '../rest/attendance#PeriodAttendanceAnswer',
          OpStatusAbilities: '../rest/attendance#OpStatusAbilitiesAnswer',
          TeamClass: '../rest/attendance#TeamClassAnswer',
          TeamClassStudent: '../rest/attendance#TeamClassStudentAnswer',
          LessonTime: '../rest/attendance#LessonTimeAnswer',
          AttendanceRow: '../rest/attendance#AttendanceRowAnswer',
          AttendanceCell: '../rest/attendance#AttendanceCellAnswer',
          AttendanceCellAbilities: '../rest/attendance#AttendanceCellAbilitiesAnswer',
          ArrangedHomework: '../rest/attendance#ArrangedHomeworkAnswer',
          Courseware: '../rest/courseware#CoursewareAnswer',
          Announcement: '../rest/classLife#AnnouncementAnswer',
          ClassMeeting: '../rest/classLife#ClassMeetingAnswer',
          MeetingJoinCodes: '../rest/classLife#MeetingJoinCodesAnswer',
          MeetingAttendee: '../rest/classLife#MeetingAttendeeAnswer',
          StaffProfile: '../rest/classLife#StaffProfileAnswer',
          CalendarCard: '../rest/classLife#CalendarCardAnswer',
          ClassStaff: '../rest/classes#ClassStaffAnswer',
          SchoolClass: '../rest/classes#SchoolClassAnswer',
          ClassStudent: '../rest/classes#ClassStudentAnswer',
          ClassCourse: '../rest/classes#ClassCourseAnswer',
          ClassHomeworkRow: '../rest/classes#ClassHomeworkRowAnswer',
          StudentProfile: '../rest/classes#StudentProfileAnswer',
          StudentCourseStudy: '../rest/classes#StudentCourseStudyAnswer',
          StudentPeriodStudy: '../rest/classes#StudentPeriodStudyAnswer',
          LessonSession: '../rest/sessions#LessonSessionAnswer',
          SessionWare: '../rest/sessions#SessionWareAnswer',
          LessonSessionRow: '../rest/sessions#LessonSessionRowAnswer',
          OperationLogRow: '../rest/operationLog#OperationLogRowAnswer',
          MyHomeworkRow: '../rest/studentHomework#RestMyHomeworkRow',
          MyHomeworkReport: '../rest/studentHomework#RestMyReport',
          MyReportQuestion: '../rest/studentHomework#RestMyReportQuestion',
          MyReportAbilities: '../rest/studentHomework#RestMyReportAbilities',
          MyPeriod: '../rest/studentSchedule#MyPeriodAnswer',
          MyPeriodAbilities: '../rest/studentSchedule#MyPeriodAbilitiesAnswer',
          JoinedMeeting: '../rest/studentSchedule#JoinedMeetingAnswer',
          MySavedQuestion: '../rest/studentHomework#RestMyCollection',
          // A REST answer declares its codes as numbers: resolvers pass them through, and the enum
          // refuses at run time a code its table lacks (gateway/src/enums.test.ts).
          ...Object.fromEntries(Object.keys(GRAPHQL_ENUMS).map((name) => [name, 'number'])),
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
