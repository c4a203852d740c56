import type { z } from 'zod';
import type * as announcements from './announcements';
import type * as meetings from './meetings';

/** The REST answers of class meetings and announcements, for clients in this repository (type-only). */
export type ClassMeeting = z.output<typeof meetings.classMeeting>;
export type ClassMeetings = z.output<typeof meetings.classMeetings>;
export type JoinCodes = z.output<typeof meetings.joinCodes>;
export type MeetingAttendee = z.output<typeof meetings.meetingAttendee>;
export type MeetingStatistics = z.output<typeof meetings.meetingStatistics>;
export type JoinedMeeting = z.output<typeof meetings.joinedMeeting>;
export type Announcement = z.output<typeof announcements.announcement>;
export type Announcements = z.output<typeof announcements.announcements>;
export type AnnouncementShown = z.output<typeof announcements.announcementShown>;
export type AnnouncementCreated = z.output<typeof announcements.announcementCreated>;
