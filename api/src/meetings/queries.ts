import {
  liveStatusOf,
  MEETING_MESSAGES,
  meetingAbilities,
  meetingCreateAbility,
  meetingRefusal,
  meetingStateAt,
} from '@school/machines';
import { type Kysely, sql } from 'kysely';
import { headsClass, ownClass, viewerClassIds } from '../classes/index';
import type { Viewer } from '../http/viewer';
import { notFound, refused } from '../shared/errors';
import type { Database } from '../store/schema';

/** Students in class (status 1) are the ones a meeting expects. */
const IN_CLASS = 1;

const MEETING_COLUMNS = [
  'm.id',
  'm.class_id',
  'm.meeting_name',
  'm.start_time',
  'm.end_time',
  'm.teacher_name',
  'm.room_id',
] as const;

type MeetingRow = {
  id: number;
  class_id: number;
  meeting_name: string;
  start_time: number;
  end_time: number;
  teacher_name: string;
  room_id: string;
  join_num: number | string;
  expected: number | string;
};

/** Joined and expected counts of each meeting, as subqueries of the row. */
function withCounts(db: Kysely<Database>) {
  return db
    .selectFrom('class_meetings as m')
    .select(MEETING_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('class_meeting_joins as j')
        .innerJoin('class_students as s', (join) =>
          join.onRef('s.uid', '=', 'j.uid').onRef('s.class_id', '=', 'm.class_id'),
        )
        .whereRef('j.meeting_id', '=', 'm.id')
        .where('s.status', '=', IN_CLASS)
        .select(sql<number>`count(*)`.as('n'))
        .as('join_num'),
      eb
        .selectFrom('class_students as s')
        .whereRef('s.class_id', '=', 'm.class_id')
        .where('s.status', '=', IN_CLASS)
        .select(sql<number>`count(*)`.as('n'))
        .as('expected'),
    ])
    .where('m.deleted', '=', 0);
}

const stateOf = (r: { start_time: number; end_time: number }, now: number) =>
  meetingStateAt({ startTime: Number(r.start_time), endTime: Number(r.end_time), deleted: false }, now) as
    | 'upcoming'
    | 'live'
    | 'ended';

function toRow(r: MeetingRow, headTeacher: boolean, now: number) {
  const state = stateOf(r, now);
  const joined = Number(r.join_num ?? 0);
  return {
    id: Number(r.id),
    class_id: Number(r.class_id),
    meeting_name: r.meeting_name,
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
    live_status: liveStatusOf(state),
    join_num: joined,
    not_join_num: Math.max(0, Number(r.expected ?? 0) - joined),
    teacher_name: r.teacher_name,
    room_id: r.room_id,
    abilities: meetingAbilities({ headTeacher }, state),
  };
}

/** A class's meetings, latest start first, each with its live status, counts and the caller's actions. */
export async function listMeetings(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { classId: number; page: number; limit: number },
  now: number,
) {
  await ownClass(db, viewer, q.classId);
  const headTeacher = await headsClass(db, viewer, q.classId);
  const { count } = await db
    .selectFrom('class_meetings')
    .where('class_id', '=', q.classId)
    .where('deleted', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = (await withCounts(db)
    .where('m.class_id', '=', q.classId)
    .orderBy('m.start_time', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute()) as MeetingRow[];
  return {
    list: rows.map((r) => toRow(r, headTeacher, now)),
    total: Number(count),
    extra: { create: meetingCreateAbility({ headTeacher }) },
  };
}

/** One meeting of a class of the viewer's (staff), or 404. */
export async function findMeeting(db: Kysely<Database>, viewer: Viewer, id: number, now: number) {
  const row = (await withCounts(db).where('m.id', '=', id).executeTakeFirst()) as MeetingRow | undefined;
  const mine = row ? await viewerClassIds(db, viewer) : [];
  if (!row || !mine.includes(Number(row.class_id))) throw notFound(MEETING_MESSAGES.notFound);
  return toRow(row, await headsClass(db, viewer, Number(row.class_id)), now);
}

/** The three join codes of a meeting the viewer may see. */
export async function meetingCodes(db: Kysely<Database>, viewer: Viewer, id: number, now: number) {
  await findMeeting(db, viewer, id, now);
  const rows = await db
    .selectFrom('class_meeting_codes')
    .select(['code', 'kind'])
    .where('meeting_id', '=', id)
    .execute();
  const code = (kind: string) => rows.find((r) => r.kind === kind)?.code ?? '';
  return { teacher_code: code('teacher'), assistant_code: code('assistant'), student_code: code('student') };
}

/**
 * Who joined and who did not (ClassMeetingStatistics): the class's students in class, each with
 * is_join 1 (joined, with join_time) or 2, filtered by is_join; refused while the meeting is live.
 */
export async function meetingStatistics(
  db: Kysely<Database>,
  viewer: Viewer,
  q: { id: number; is_join?: number | undefined; page: number; limit: number },
  now: number,
) {
  const meeting = await findMeeting(db, viewer, q.id, now);
  const refusal = meetingRefusal(stateOf(meeting, now), 'meeting.viewStatistics');
  if (refusal) throw refused(refusal);
  let base = db
    .selectFrom('class_students as s')
    .innerJoin('users as u', 'u.id', 's.uid')
    .leftJoin('class_meeting_joins as j', (join) =>
      join.onRef('j.uid', '=', 's.uid').on('j.meeting_id', '=', q.id),
    )
    .where('s.class_id', '=', meeting.class_id)
    .where('s.status', '=', IN_CLASS);
  if (q.is_join === 1) base = base.where('j.uid', 'is not', null);
  if (q.is_join === 2) base = base.where('j.uid', 'is', null);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.uid', 'u.nickname', 'u.mobile', 'j.joined_at'])
    .orderBy('j.joined_at')
    .orderBy('s.uid')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return {
    list: rows.map((r) => ({
      uid: Number(r.uid),
      nickname: r.nickname,
      mobile: r.mobile,
      is_join: r.joined_at === null ? 2 : 1,
      join_time: r.joined_at === null ? null : Number(r.joined_at),
    })),
    total: Number(count),
    extra: { meeting },
  };
}
