/** What other domains may use of homework: its events, its question snapshots and its refusal. */

export {
  anonymityOfHomework,
  hiddenNames,
  maskStudent,
  namesShown,
  refuseNameWhileHidden,
} from './anonymity';
export { viewerClassIds } from './courseClasses';
export type { HomeworkEvent, QuestionSnapshot, ReportGiven, SubQuestionSnapshot } from './homework';
export { abilitiesOf } from './homeworkAbilities';
export { liftAnonymity, revealNamesAfterGrading } from './homeworkCommands';
export { HOMEWORK_NOT_FOUND } from './homeworkDecider';
export { findHomework, homeworkClasses, homeworkQuestions, maySee } from './homeworkQueries';
/** Report numbers: homework reports and exam papers share one sequence, so a number names one of them. */
export { reserveReportIds } from './sequences';
