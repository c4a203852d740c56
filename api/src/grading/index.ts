/** What other domains may use of grading: the lease on an open report, and the grading messages. */
export { GRADING_MESSAGES } from '@school/machines';
export { type LeaseTable, releaseLease, staffReport, takeLease, viewerClasses } from './gradingCommands';
export { annotatedImages, gradeRevision, gradeScore, saveType } from './routes';
