/**
 * What other domains may use of submissions: the report aggregate (its events and state, its one
 * decider and the commands grading sends it), the answer keys and the feedback a student reads.
 */

export { type AnswerKey, answerKeys, isSubjective } from './answerFormat';
export { NO_FEEDBACK, reportFeedback } from './feedback';
export type {
  AnnotatedImage,
  GraderRole,
  MarkedAnswer,
  ReportEvent,
  ReportGraded,
  ReportState,
} from './report';
export { evolveReport, initialReportState } from './report';
export {
  type Grader,
  type GradingFacts,
  type QuestionGradeRequest,
  type ReportFacts,
  reportDecider,
} from './reportDecider';
