/** What other domains may use of rubrics: the attach check when publishing (and again on a copy) and the levels of a graded report. */
export { attachedRubricIds } from './projections';
export { rubricLevelsOfReport, rubricsToAttach, withRubricIdsToAttachAgain, withRubrics } from './queries';
