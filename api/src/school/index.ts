/** What other domains may use of the school: the class and team class streams' deciders and events. */
export { type ClassEvent, classDecider, type ScheduleImageSet } from './schoolClass';
export { teamClassDecider } from './teamClass';
