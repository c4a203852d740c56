/** Shapes of the REST calls about homework results, as the API's output schemas declare them. */
import type { HomeworkRest, HomeworkResultsRest } from '@school/api';
import type { Camel } from '../camel';

export type RestHomeworkResultDetail = HomeworkResultsRest.HomeworkResultDetail;
export type RestHomeworkStudentRow = HomeworkResultsRest.HomeworkStudentRow;
export type RestQuestionAnalysisRow = HomeworkResultsRest.QuestionAnalysisRow;
export type RestTranscriptRow = HomeworkResultsRest.TranscriptRow;
export type RestTranscriptSummary = HomeworkResultsRest.TranscriptSummary;
export type RestGradeDistribution = HomeworkResultsRest.GradeDistribution;
export type RestBandStudent = HomeworkResultsRest.BandStudent;
export type RestTypeStatistics = HomeworkResultsRest.TypeStatistics;
export type RestQuestionStatistics = HomeworkResultsRest.QuestionStatistics;
export type RestAnswerDetail = HomeworkResultsRest.AnswerDetail;
export type RestTranscriptExport = HomeworkResultsRest.TranscriptExport;
export type RestHomeworkPreview = HomeworkResultsRest.HomeworkPreview;
export type RestAnswerStudent = HomeworkResultsRest.AnswerStudent;
export type RestHomeworkAnonymity = HomeworkRest.HomeworkAnonymity;
export type RestHomeworkRelease = HomeworkRest.HomeworkRelease;

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
type Detail = Camel<RestHomeworkResultDetail>;
/** The header also carries the released grades, read from a second call. */
export type HomeworkResultDetailAnswer = Detail & { resultsRelease: HomeworkResultsReleaseAnswer };
export type HomeworkDetailAbilitiesAnswer = Detail['abilities'];
export type HomeworkArrangementAnswer = NonNullable<Detail['arrangeData']>;
export type HomeworkAnonymityAnswer = Camel<RestHomeworkAnonymity>;
/** Released grades: the classes in view that the homework reached, each with its release. */
export type HomeworkResultsReleaseAnswer = {
  homeworkId: string;
  releasedByTeacher: boolean;
  classes: HomeworkClassReleaseAnswer[];
};
export type HomeworkClassReleaseAnswer = Camel<RestHomeworkRelease['classes'][number]>;
/** A count and score of one question type: the preview's as REST sends it, the detail's from its `scores`. */
export type QuestionTypeCountAnswer = Camel<RestHomeworkPreview['type_summary'][number]>;
export type HomeworkStudentRowAnswer = Camel<RestHomeworkStudentRow>;
export type QuestionAnalysisRowAnswer = Camel<RestQuestionAnalysisRow>;
export type TranscriptRowAnswer = Camel<RestTranscriptRow>;
export type TranscriptSummaryAnswer = Camel<RestTranscriptSummary>;
export type GradeDistributionAnswer = Camel<RestGradeDistribution>;
export type GradeBandAnswer = GradeDistributionAnswer['gradeDistribution'][number];
export type BandStudentAnswer = Camel<RestBandStudent>;
/** HomeworkStatis from its two REST calls: the header and 统计表 of one, 统计图 of the other. */
export type HomeworkStatisticsAnswer = {
  header: HomeworkStatisticsHeaderAnswer;
  byType: TypeStatisticsAnswer[];
  byQuestion: QuestionStatisticsAnswer[];
};
export type HomeworkStatisticsHeaderAnswer = Camel<RestTypeStatistics['header']>;
export type TypeStatisticsAnswer = Camel<RestTypeStatistics['list'][number]>;
export type QuestionStatisticsAnswer = Camel<RestQuestionStatistics['list'][number]>;
export type HomeworkPreviewAnswer = Camel<RestHomeworkPreview>;
export type AnswerStatisticsAnswer = Camel<RestAnswerDetail>;
export type AnswerStatisticsItemAnswer = AnswerStatisticsAnswer['questions'][number];
/** A question of the paper: an answer statistics' question, or a preview's flattened with its parent. */
export type PaperItemAnswer = Pick<
  AnswerStatisticsItemAnswer,
  | 'sort'
  | 'quesId'
  | 'quesType'
  | 'quesStem'
  | 'quesOption'
  | 'rightAnswer'
  | 'quesAnalysis'
  | 'score'
  | 'parentId'
  | 'parentQuesStem'
>;
export type PaperOptionAnswer = PaperItemAnswer['quesOption'][number];
export type AnswerStudentAnswer = Camel<RestAnswerStudent>;
