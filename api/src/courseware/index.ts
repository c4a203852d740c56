/**
 * What other domains may use of courseware: a lesson session's courseware (the session screens and
 * the session detail's `get_ware_info`), and the shelf decider (the demo school seeds courseware).
 */
export { type CoursewareRow, ownSession, sessionCourseware } from './queries';
export { type Holder, shelfDecider, shelfStreamId } from './shelf';
export { COURSEWARE_ID_TABLE } from './tables';
