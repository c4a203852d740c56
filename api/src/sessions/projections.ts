import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { defineProjection } from '../store/projection';
import type { Database } from '../store/schema';
import type { SessionEvent } from './session';
import type { LessonSessionTable } from './tables';

const ZONE = 'Asia/Shanghai';

async function upsertSession(
  trx: Transaction<Database>,
  id: number,
  at: number,
  set: Partial<LessonSessionTable>,
) {
  const before = await trx.selectFrom('lesson_sessions').select('id').where('id', '=', id).executeTakeFirst();
  if (before) {
    await trx
      .updateTable('lesson_sessions')
      .set({ ...set, updated_at: at })
      .where('id', '=', id)
      .execute();
    return;
  }
  await trx
    .insertInto('lesson_sessions')
    .values({
      id,
      cancelled: 0,
      leave_type: 0,
      cancelled_by: 0,
      cancelled_at: 0,
      file_status: 2,
      file_name: '',
      file_url: '',
      fid: '',
      file_remark: '',
      uploaded_by: 0,
      reviewed_by: 0,
      ...set,
      updated_at: at,
    })
    .execute();
}

/** Each session's handout and cancellation, and its students' evaluations. */
export const sessionsProjection = defineProjection<SessionEvent>({
  name: 'lesson_sessions',
  tables: ['lesson_sessions', 'session_evaluations'],
  handlers: {
    HandoutUploaded: (trx, { data }) =>
      upsertSession(trx, data.sessionId, data.at, {
        file_status: 3,
        file_name: data.fileName,
        file_url: data.fileUrl,
        fid: data.fid,
        file_remark: '',
        uploaded_by: data.by,
        reviewed_by: 0,
      }),
    HandoutApproved: (trx, { data }) =>
      upsertSession(trx, data.sessionId, data.at, { file_status: 1, reviewed_by: data.by }),
    HandoutRejected: (trx, { data }) =>
      upsertSession(trx, data.sessionId, data.at, {
        file_status: 4,
        file_remark: data.remark,
        reviewed_by: data.by,
      }),
    SessionCancelled: (trx, { data }) =>
      upsertSession(trx, data.sessionId, data.at, {
        cancelled: 1,
        leave_type: data.leaveType,
        cancelled_by: data.by,
        cancelled_at: data.at,
      }),
    StudentEvaluated: async (trx, { data }) => {
      await trx
        .insertInto('session_evaluations')
        .values({
          session_id: data.sessionId,
          uid: data.uid,
          teacher_remark: data.remark,
          evaluated_by: data.by,
          evaluated_at: data.at,
        })
        .execute();
    },
  },
});

/** The SMS a cancelled session's students receive (spec: 短信通知学员). */
export function cancellationSms(className: string, arrangeTime: number, timeName: string): string {
  const day = DateTime.fromSeconds(arrangeTime, { zone: ZONE }).toFormat('M月d日');
  return `【教学管理后台】您好，${className} ${day} ${timeName} 的课次因老师请假已取消，后续安排请留意老师通知。`;
}

/**
 * Queues one SMS per student of a cancelled session, in the command's transaction. It owns no table
 * (a rebuild does not empty the outbox) and a replayed event finds its rows already there.
 */
export const smsOutboxProjection = defineProjection<SessionEvent>({
  name: 'sms_outbox',
  tables: [],
  handlers: {
    SessionCancelled: async (trx, { data, position }) => {
      if (data.students.length === 0) return;
      const users = await trx
        .selectFrom('users')
        .select(['id', 'mobile'])
        .where('id', 'in', data.students)
        .execute();
      const content = cancellationSms(data.className, data.arrangeTime, data.timeName);
      await trx
        .insertInto('sms_outbox')
        .values(
          users.map((u) => ({
            event_position: position,
            uid: Number(u.id),
            session_id: data.sessionId,
            mobile: u.mobile,
            content,
            created_at: data.at,
            sent_at: null,
            attempts: 0,
          })),
        )
        .onConflict((oc) => oc.columns(['event_position', 'uid']).doNothing())
        .execute();
    },
  },
});
