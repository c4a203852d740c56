/** What other domains may use of the school: the class stream's decider and events. */
export { type ClassEvent, classDecider, type ScheduleImageSet } from './schoolClass';
