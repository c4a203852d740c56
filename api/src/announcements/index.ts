/** What other domains may use of announcements: the stream's decider (the demo school seeds announcements). */
export { type AnnouncementCommand, announcementDecider } from './announcement';
export { ANNOUNCEMENT_ID_TABLE } from './tables';
