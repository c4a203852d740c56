import { z } from 'zod';
import { liveStatus } from './calendar';
import { ability, entity, pageWithExtra, rowId, unixTime } from './shapes';

/**
 * Class meetings (classes-community.md, section 3: class meeting, join codes; section 7: class
 * meetings), on both staff prefixes, and the student app's join.
 */

/** Spec: class meeting. */
export const classMeeting = entity(
  {
    id: rowId,
    meeting_name: z.string(),
    start_time: unixTime,
    end_time: unixTime,
    live_status: liveStatus,
    join_num: z.int().min(0).describe('Students in class who joined'),
    not_join_num: z.int().min(0).describe('Students in class who did not join'),
    teacher_name: z.string().describe('The speaker'),
    room_id: z.string(),
  },
  {
    class_id: rowId,
    abilities: z.strictObject({ statistics: ability, share: ability, edit: ability, delete: ability }),
  },
);

export const classMeetings = pageWithExtra(
  classMeeting,
  z.strictObject({ create: ability.describe('Whether the caller may create a meeting in the class') }),
);

/** Spec: join codes. */
export const joinCodes = entity({
  teacher_code: z.string(),
  assistant_code: z.string(),
  student_code: z.string(),
});

/** A student of the class in ClassMeetingStatistics (beyond the spec's fields: the statistics screen's rows). */
export const meetingAttendee = z.strictObject({
  uid: rowId,
  nickname: z.string(),
  mobile: z.string(),
  is_join: z.int().min(1).max(2).describe('1 joined, 2 not'),
  join_time: unixTime.nullable().describe('When they joined; null when they did not'),
});

export const meetingStatistics = pageWithExtra(
  meetingAttendee,
  z.strictObject({ meeting: classMeeting.describe('The meeting the figures are of') }),
);

/** The meeting a student joined by its code (the student app): where to go and until when. */
export const joinedMeeting = z.strictObject({
  id: rowId,
  meeting_name: z.string(),
  start_time: unixTime,
  end_time: unixTime,
  teacher_name: z.string().describe('The speaker'),
  room_id: z.string().describe('The live room number or video ID'),
});
