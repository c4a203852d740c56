import type { CalendarRest, ClassLifeRest } from '@school/api';

/** Shapes of the REST announcement, class meeting, calendar and profile calls, as the API answers them (snake_case). */

/** A row of `GET announcement`; the show call's `content` object is flattened into it. */
export type RestAnnouncement = ClassLifeRest.Announcement;
export type RestAnnouncementPage = ClassLifeRest.Announcements;
/** `GET announcement/{id}`: the form's fields under `content`. */
export type RestAnnouncementShown = ClassLifeRest.AnnouncementShown;
export type RestAnnouncementCreated = ClassLifeRest.AnnouncementCreated;

export interface RestPage<T, TExtra = undefined> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra: TExtra;
}

export type RestClassMeeting = ClassLifeRest.ClassMeeting;
export type RestClassMeetingPage = ClassLifeRest.ClassMeetings;
export type RestJoinCodes = ClassLifeRest.JoinCodes;
export type RestMeetingAttendee = ClassLifeRest.MeetingAttendee;
export type RestMeetingStatistics = ClassLifeRest.MeetingStatistics;

/** The caller's profile (`information`, `assistant/update`, `teacher/update`), as the API answers it. */
export type RestProfile = import('@school/api').AccountRest.Profile;

/** A calendar card (`courseCalendar`, `classCalendar/{classId}`). */
export type RestCalendarCard = CalendarRest.CalendarCard;

/** The live-room adapter's answer (`live/enter`). */
export type RestLiveRoomEntry = CalendarRest.LiveRoomEntry;
