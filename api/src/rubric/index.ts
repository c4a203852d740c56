/** What other domains may use of rubrics: the attach check when publishing and the levels of a graded report. */
export { attachedRubricIds } from './projections';
export { rubricLevelsOfReport, rubricsToAttach, withRubrics } from './queries';
