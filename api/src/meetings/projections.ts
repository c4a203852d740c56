import { conflict } from '../shared/errors';
import { defineProjection } from '../store/projection';
import type { MeetingEvent } from './meeting';

/** The class meeting tab's rows, the join codes and the joins. */
export const meetingProjection = defineProjection<MeetingEvent>({
  name: 'classMeetings',
  tables: ['class_meetings', 'class_meeting_codes', 'class_meeting_joins'],
  handlers: {
    ClassMeetingCreated: async (trx, { data }) => {
      await trx
        .insertInto('class_meetings')
        .values({
          id: data.id,
          class_id: data.classId,
          meeting_name: data.meetingName,
          start_time: data.startTime,
          end_time: data.endTime,
          teacher_name: data.teacherName,
          room_id: data.roomId,
          creator_id: data.creatorId,
          created_at: data.at,
          deleted: 0,
        })
        .execute();
      const codes = [
        { code: data.codes.teacher, meeting_id: data.id, kind: 'teacher' },
        { code: data.codes.assistant, meeting_id: data.id, kind: 'assistant' },
        { code: data.codes.student, meeting_id: data.id, kind: 'student' },
      ];
      const taken = await trx
        .selectFrom('class_meeting_codes')
        .select('code')
        .where(
          'code',
          'in',
          codes.map((c) => c.code),
        )
        .executeTakeFirst();
      if (taken || new Set(codes.map((c) => c.code)).size < 3) throw conflict('邀请码已被占用，请重试');
      await trx.insertInto('class_meeting_codes').values(codes).execute();
    },
    ClassMeetingEdited: async (trx, { data }) => {
      await trx
        .updateTable('class_meetings')
        .set({
          meeting_name: data.meetingName,
          start_time: data.startTime,
          end_time: data.endTime,
          teacher_name: data.teacherName,
          room_id: data.roomId,
        })
        .where('id', '=', data.id)
        .execute();
    },
    ClassMeetingDeleted: async (trx, { data }) => {
      await trx.updateTable('class_meetings').set({ deleted: 1 }).where('id', '=', data.id).execute();
    },
    ClassMeetingJoined: async (trx, { data }) => {
      await trx
        .insertInto('class_meeting_joins')
        .values({ meeting_id: data.id, uid: data.uid, joined_at: data.at })
        .execute();
    },
  },
});
