import type { AccountRest, CalendarRest, ClassLifeRest, Page } from '@school/api';
import type { Camel } from '../camel';

/** Shapes of the REST announcement, class meeting, calendar and profile calls, as the API answers them (snake_case). */

/** A row of `GET announcement`; the show call's `content` object is flattened into it. */
export type RestAnnouncement = ClassLifeRest.Announcement;
export type RestAnnouncementPage = ClassLifeRest.Announcements;
/** `GET announcement/{id}`: the form's fields under `content`. */
export type RestAnnouncementShown = ClassLifeRest.AnnouncementShown;
export type RestAnnouncementCreated = ClassLifeRest.AnnouncementCreated;

/** A page of rows, as every paged REST call answers it. */
export type RestPage<T> = Page<T>;

export type RestClassMeeting = ClassLifeRest.ClassMeeting;
export type RestClassMeetingPage = ClassLifeRest.ClassMeetings;
export type RestJoinCodes = ClassLifeRest.JoinCodes;
export type RestMeetingAttendee = ClassLifeRest.MeetingAttendee;
export type RestMeetingStatistics = ClassLifeRest.MeetingStatistics;

/** The caller's profile (`information`, `assistant/update`, `teacher/update`), as the API answers it. */
export type RestProfile = AccountRest.Profile;

/** A calendar card (`courseCalendar`, `classCalendar/{classId}`). */
export type RestCalendarCard = CalendarRest.CalendarCard;

/** The live-room adapter's answer (`live/enter`). */
export type RestLiveRoomEntry = CalendarRest.LiveRoomEntry;

/** The answers as the GraphQL types read them (`camel` converts each once, where the resolver receives it). */
export type AnnouncementAnswer = Camel<RestAnnouncement>;
export type ClassMeetingAnswer = Camel<RestClassMeeting>;
export type MeetingJoinCodesAnswer = Camel<RestJoinCodes>;
export type MeetingAttendeeAnswer = Camel<RestMeetingAttendee>;
export type StaffProfileAnswer = Camel<RestProfile>;
export type CalendarCardAnswer = Camel<RestCalendarCard>;
