/** What other domains may use of the calendar: the playback stream's decider (the demo school records playbacks). */

export { SCHOOL_ZONE } from './cards';
export { type CardKind, type PlaybackCommand, playbackDecider, playbackStreamId } from './playback';
