/** Shapes of the REST announcement, class meeting and profile calls, as the API answers them (snake_case). */

export interface RestAbility {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

/** A row of `GET announcement`; the show call's `content` object is flattened into it. */
export interface RestAnnouncement {
  id: number;
  class_id: number;
  title: string;
  content: string;
  nickname: string;
  created_at: number;
  updated_at: number;
  is_can_delete: 0 | 1;
  abilities: { edit: RestAbility; delete: RestAbility };
}

/** `GET announcement/{id}`: the form's fields under `content`. */
export type RestAnnouncementShown = Omit<RestAnnouncement, 'content'> & {
  content: { title: string; content: string };
};

export interface RestPage<T, TExtra = undefined> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra: TExtra;
}

export interface RestClassMeeting {
  id: number;
  class_id: number;
  meeting_name: string;
  start_time: number;
  end_time: number;
  live_status: number;
  join_num: number;
  not_join_num: number;
  teacher_name: string;
  room_id: string;
  abilities: { statistics: RestAbility; share: RestAbility; edit: RestAbility; delete: RestAbility };
}

export interface RestJoinCodes {
  teacher_code: string;
  assistant_code: string;
  student_code: string;
}

export interface RestMeetingAttendee {
  uid: number;
  nickname: string;
  mobile: string;
  is_join: 1 | 2;
  join_time: number | null;
}

/** The caller's profile (`information`, `assistant/update`, `teacher/update`), as the API answers it. */
export type RestProfile = import('@school/api').AccountRest.Profile;

/** A calendar card (`courseCalendar`, `classCalendar/{classId}`). */
export interface RestCalendarCard {
  card_type: 'period' | 'meeting';
  id: number;
  /** A meeting's only; left out on a session's card. */
  meeting_name?: string;
  /** A session's only; left out on a meeting's card. */
  period_title?: string;
  nickname: string;
  start_play: number;
  end_play: number;
  live_status: number;
  is_playback: number;
  /** Left out without a playback the caller may open. */
  playback_url?: string;
  periods_type: number;
  course_type: number;
  course_title: string;
  class_name: string;
  advance_time: number;
  allow_enter: number;
  periods_extend: number;
  enter_label: string;
  /** A meeting's only; left out on a session's card. */
  student_code?: string;
  class_list: { group_name: string; class_group_id: number }[];
  abilities: { enter: RestAbility; replay: RestAbility; share: RestAbility; upload: RestAbility };
}

/** The live-room adapter's answer (`live/enter`). */
export interface RestLiveRoomEntry {
  url: string;
  room: string;
  role: string;
}
