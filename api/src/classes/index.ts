/** What other domains may use of classes: the study stream's decider (the demo school seeds study). */

export { CLASS_NOT_FOUND, dutiesOf, headsClass, ownClass, viewerClassIds } from './access';
export { type RecordStudy, type StudySlice, studyDecider, studyStreamId } from './study';
export { SLICE_SECONDS, type StudyMode } from './studyRules';
