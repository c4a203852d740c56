import { z } from 'zod';
import { ability, count, entity, flag01, rowId, unixTime } from './shapes';

/**
 * The calendar and live entry (classes-community.md, section 3: calendar course; section 7: calendar,
 * live entry), on both staff prefixes and the class variants.
 */

/** LiveStatus: 1 live now, 2 not started, 3 ended (meetings and calendar cards share it). */
export const liveStatus = z.int().min(1).max(3).describe('1 live now, 2 not started, 3 ended');

/** Spec: class_list of a calendar course. */
const cardGroup = entity({
  group_name: z.string(),
  class_group_id: rowId,
  course_basis_id: rowId,
  min_is_playback: flag01.describe('1 when the group’s playback exists'),
});

/** Spec: calendar course, a lesson session's card or a class meeting's. */
export const calendarCard = entity(
  {
    meeting_name: z.string().optional().describe('A meeting’s only'),
    period_title: z.string().optional().describe('A session’s only: 第n次课'),
    nickname: z.string().describe('The teacher (a session) or the speaker (a meeting)'),
    start_play: unixTime,
    end_play: unixTime,
    live_status: liveStatus,
    is_playback: flag01.describe('1 when a recording is attached'),
    bjy_encode_status: flag01.describe('1 when the recording is ready (as is_playback)'),
    periods_type: z.int().min(1).describe('1 live, 7 in person (no live room)'),
    course_type: z.int().min(0).describe('2 live small class, 7 in person, 0 a meeting'),
    teacher_type: flag01.describe('1 when the viewer is the session’s teacher'),
    assistant_type: flag01.describe('1 when the viewer is the session’s assistant'),
    course_basis_id: rowId.describe('The team class (a session) or the class (a meeting)'),
    course_chapter_id: rowId.describe('The session or the meeting'),
    id: rowId,
    class_name: z.string(),
    course_title: z.string(),
    advance_time: count.describe('Minutes before the start that entry opens'),
    allow_enter: flag01.describe('1 closed to entry (a cancelled session)'),
    periods_extend: flag01.describe('1 when run with an assistant’s group room'),
    course_extend: flag01.describe('As periods_extend'),
    student_code: z.string().optional().describe('A meeting’s only: the students’ join code'),
    class_list: z.array(cardGroup),
  },
  {
    card_type: z.enum(['period', 'meeting']),
    playback_url: z.string().optional().describe('Only with a playback the viewer may open'),
    enter_label: z.string().describe('The enter button’s label'),
    abilities: z.strictObject({ enter: ability, replay: ability, share: ability, upload: ability }),
  },
);
export const calendarCards = z.array(calendarCard);

/** The month's date keys (yyyy-MM-dd at school) that have cards. */
export const dateKeys = z.array(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('yyyy-MM-dd'),
);

/** The live-play helper's answer: the room address for the caller. */
export const liveRoomEntry = z.strictObject({
  url: z.string(),
  room: z.string(),
  role: z.enum(['teacher', 'assistant']),
});
