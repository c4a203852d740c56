/** What other domains may use of grading: the grading list and report data are read over REST only. */
export { GRADING_MESSAGES } from '@school/machines';
