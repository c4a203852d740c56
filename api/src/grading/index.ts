/** What other domains may use of grading: its core (who grades, leases, next paper), the grade's input fields. */
export { GRADING_MESSAGES } from '@school/machines';
export { staffReport } from './gradingCommands';
export {
  assertMayGrade,
  graderOf,
  nextToGrade,
  type PaperKind,
  releaseLease,
  takeLease,
  viewerClasses,
} from './gradingCore';
export { annotatedImages, gradeRevision, gradeScore, saveType } from './routes';
