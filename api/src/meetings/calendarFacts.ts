import type { Kysely } from 'kysely';
import { viewerClassIds } from '../classes/index';
import type { Viewer } from '../http/viewer';
import type { Database } from '../store/schema';

/** What the calendar needs of one class meeting (a card). */
export interface MeetingCalendarFacts {
  id: number;
  classId: number;
  className: string;
  meetingName: string;
  speaker: string;
  startTime: number;
  endTime: number;
  studentCode: string;
}

/**
 * Meetings of the viewer's classes starting in [from, to) (with `classId`, that class's only), or with
 * `meetingId` that one meeting (empty when deleted or not of the viewer's classes).
 */
export async function meetingCalendarFacts(
  db: Kysely<Database>,
  viewer: Viewer,
  range: { from: number; to: number; classId?: number | undefined } | { meetingId: number },
): Promise<MeetingCalendarFacts[]> {
  const classIds = await viewerClassIds(db, viewer);
  if (classIds.length === 0) return [];
  let query = db
    .selectFrom('class_meetings as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .leftJoin('class_meeting_codes as code', (join) =>
      join.onRef('code.meeting_id', '=', 'm.id').on('code.kind', '=', 'student'),
    )
    .select([
      'm.id',
      'm.class_id',
      'c.name as class_name',
      'm.meeting_name',
      'm.teacher_name',
      'm.start_time',
      'm.end_time',
      'code.code',
    ])
    .where('m.deleted', '=', 0)
    .where('m.class_id', 'in', classIds);
  if ('meetingId' in range) query = query.where('m.id', '=', range.meetingId);
  else {
    query = query.where('m.start_time', '>=', range.from).where('m.start_time', '<', range.to);
    if (range.classId !== undefined) query = query.where('m.class_id', '=', range.classId);
  }
  const rows = await query.orderBy('m.start_time').orderBy('m.id').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    classId: Number(r.class_id),
    className: r.class_name,
    meetingName: r.meeting_name,
    speaker: r.teacher_name,
    startTime: Number(r.start_time),
    endTime: Number(r.end_time),
    studentCode: r.code ?? '',
  }));
}
