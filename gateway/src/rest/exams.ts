import type { ExamsRest } from '@school/api';
import type { Camel } from '../camel';

/** Shapes of the REST exam calls (`test/…`, `testDetail/…`): the API's output schemas. */
export type RestExamClassify = ExamsRest.ExamClassify;
export type RestSchoolInfo = ExamsRest.SchoolInfo;
export type RestExamRow = ExamsRest.ExamRow;
export type RestPaperQuestion = ExamsRest.PaperQuestion;
export type RestExamForEditing = ExamsRest.ExamForEditing;
export type RestExamHeader = ExamsRest.ExamHeader;
export type RestExamRelease = ExamsRest.ExamRelease;
export type RestExamAttempt = ExamsRest.ExamAttempt;
export type RestExamAttempts = ExamsRest.ExamAttempts;
export type RestExamScoreStatistics = ExamsRest.ExamScoreStatistics;
export type RestExamStudent = ExamsRest.ExamStudent;
export type RestExamQuestionStatistics = ExamsRest.ExamQuestionStatistics;
export type RestExamExport = ExamsRest.ExamExport;

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
type Classify = Camel<RestExamClassify>;
/** A node of the two-level classification tree: a top node or one of its children. */
export type ExamClassifyAnswer = Classify | Classify['children'][number];
export type ExamSchoolsAnswer = Camel<RestSchoolInfo>;
export type ExamSchoolAnswer = ExamSchoolsAnswer['list'][number];
export type ExamRowAnswer = Camel<RestExamRow>;
export type ExamForEditingAnswer = Camel<RestExamForEditing>;
export type ExamFormSectionAnswer = ExamForEditingAnswer['sections'][number];
export type ExamFormQuestionAnswer = ExamFormSectionAnswer['questions'][number];
export type ExamFormOptionAnswer = ExamFormQuestionAnswer['quesOption'][number];
export type ExamHeaderAnswer = Camel<RestExamHeader>;
export type ExamResultsReleaseAnswer = Camel<RestExamRelease>;
export type ExamClassReleaseAnswer = ExamResultsReleaseAnswer['classes'][number];
export type ExamAttemptRowAnswer = Camel<RestExamAttempt>;
export type ExamStudentRowAnswer = Camel<RestExamStudent>;
export type ExamQuestionStatisticsAnswer = Camel<RestExamQuestionStatistics>;
export type ExamQuestionStatisticAnswer = ExamQuestionStatisticsAnswer['list'][number];
