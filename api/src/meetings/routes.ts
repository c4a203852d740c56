import { COMMON_MESSAGES, firstRefusal, MEETING_MESSAGES, meetingChangeRules } from '@school/machines';
import { Router } from 'express';
import { z } from 'zod';
import { headsClass, ownClass } from '../classes/index';
import type { ApiContext } from '../context';
import * as contract from '../contract/meetings';
import { id, optionalOneOf, optionalUnixTime, paged, paging, text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { invalid, notFound, refused } from '../shared/errors';
import { sanitizePlainText } from '../shared/richText';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { newCodes } from './codes';
import { type MeetingFields, meetingDecider } from './meeting';
import { findMeeting, listMeetings, meetingCodes, meetingStatistics } from './queries';
import { MEETING_ID_TABLE } from './tables';

const STAFF = ['teacher', 'assistant'] as const;
const classId = id(COMMON_MESSAGES.classNotFound);
const meetingId = id(MEETING_MESSAGES.notFound);

/** The meeting form (AddClassMeeting); emptiness, lengths and times are the rule table's to answer. */
const form = {
  meeting_name: text(2000, MEETING_MESSAGES.enterName).default('').transform(sanitizePlainText),
  start_time: optionalUnixTime(MEETING_MESSAGES.chooseStart),
  end_time: optionalUnixTime(MEETING_MESSAGES.chooseEnd),
  teacher_name: text(2000, MEETING_MESSAGES.enterSpeaker).default('').transform(sanitizePlainText),
  room_id: text(2000, MEETING_MESSAGES.enterRoomId).default('').transform(sanitizePlainText),
};
type FormInput = {
  meeting_name: string;
  start_time?: number | undefined;
  end_time?: number | undefined;
  teacher_name: string;
  room_id: string;
};

/** The form as the decider reads it; a missing time is refused by the rules before any event. */
function fieldsOf(input: FormInput): MeetingFields {
  if (input.start_time === undefined) throw invalid(MEETING_MESSAGES.chooseStart);
  if (input.end_time === undefined) throw invalid(MEETING_MESSAGES.chooseEnd);
  return {
    meetingName: input.meeting_name.trim(),
    startTime: input.start_time,
    endTime: input.end_time,
    teacherName: input.teacher_name.trim(),
    roomId: input.room_id.trim(),
  };
}

/** Who acts is heard before the form (a missing time would otherwise answer first). */
function mayChange(headTeacher: boolean) {
  const refusal = firstRefusal(meetingChangeRules, { headTeacher });
  if (refusal) throw refused(refusal);
}

async function createMeeting(
  store: Store,
  viewer: Viewer,
  input: FormInput & { class_id: number },
  now: number,
  meta: Parameters<Store['handle']>[3],
) {
  await ownClass(store.db, viewer, input.class_id);
  const headTeacher = await headsClass(store.db, viewer, input.class_id);
  mayChange(headTeacher);
  const fields = fieldsOf(input);
  const [newId] = (await store.nextIds(MEETING_ID_TABLE, 1)) as [number];
  await store.handle(
    meetingDecider,
    streamId('classMeeting', newId),
    {
      type: 'CreateMeeting',
      actor: { headTeacher },
      data: {
        ...fields,
        id: newId,
        classId: input.class_id,
        creatorId: viewer.id,
        codes: newCodes(),
        at: now,
      },
    },
    meta,
  );
  return findMeeting(store.db, viewer, newId, now);
}

/** The class meeting tab, AddClassMeeting, the share dialog and ClassMeetingStatistics (spec section 7). */
export function meetingStaffRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  router.get(
    '/class/meeting/lists/:classId',
    route({
      summary:
        "Lists a class's meetings (paged) with live_status, joined and not joined counts and row abilities",
      roles: STAFF,
      input: z.object({ ...paging, classId }),
      output: contract.classMeetings,
      handler: async ({ input, viewer, now }) => {
        const { list, total, extra } = await listMeetings(
          db,
          viewer,
          { ...input, classId: input.classId },
          now,
        );
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );

  router.get(
    '/class/meeting/code/:id',
    route({
      summary: 'The three join codes of a meeting (teacher_code, assistant_code, student_code)',
      roles: STAFF,
      input: z.object({ id: meetingId }),
      output: contract.joinCodes,
      handler: ({ input, viewer, now }) => meetingCodes(db, viewer, input.id, now),
    }),
  );

  router.get(
    '/class/meeting/statistics/:id',
    route({
      summary:
        'Who of the class joined the meeting and who did not (is_join 1 or 2); refused while it is live',
      roles: STAFF,
      input: z.object({ ...paging, id: meetingId, is_join: optionalOneOf([1, 2]) }),
      output: contract.meetingStatistics,
      handler: async ({ input, viewer, now }) => {
        const { list, total, extra } = await meetingStatistics(db, viewer, input, now);
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );

  router.get(
    '/class/meeting/:id',
    route({
      summary: 'Shows one meeting (the edit form of AddClassMeeting)',
      roles: STAFF,
      input: z.object({ id: meetingId }),
      output: contract.classMeeting,
      handler: ({ input, viewer, now }) => findMeeting(db, viewer, input.id, now),
    }),
  );

  router.post(
    '/class/meeting',
    route({
      summary: 'Creates a class meeting with three join codes (head teacher only; end after start)',
      roles: STAFF,
      changes: true,
      input: z.object({ ...form, class_id: classId }),
      success: MEETING_MESSAGES.created,
      output: contract.classMeeting,
      handler: ({ input, viewer, now, meta }) => createMeeting(store, viewer, input, now, meta),
    }),
  );

  router.put(
    '/class/meeting/:id',
    route({
      summary: 'Edits a meeting that has not started (head teacher only; end after start)',
      roles: STAFF,
      changes: true,
      input: z.object({ ...form, id: meetingId }),
      success: MEETING_MESSAGES.updated,
      output: contract.classMeeting,
      handler: async ({ input, viewer, now, meta }) => {
        const shown = await findMeeting(db, viewer, input.id, now);
        const headTeacher = await headsClass(db, viewer, shown.class_id);
        mayChange(headTeacher);
        await store.handle(
          meetingDecider,
          streamId('classMeeting', input.id),
          {
            type: 'EditMeeting',
            actor: { headTeacher },
            data: { ...fieldsOf(input), id: input.id, at: now },
          },
          meta,
        );
        return findMeeting(db, viewer, input.id, now);
      },
    }),
  );

  router.delete(
    '/class/meeting/:id',
    route({
      summary: 'Deletes a meeting that is not live (head teacher only)',
      roles: STAFF,
      changes: true,
      input: z.object({ id: meetingId }),
      success: MEETING_MESSAGES.deleted,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        const shown = await findMeeting(db, viewer, input.id, now);
        const headTeacher = await headsClass(db, viewer, shown.class_id);
        await store.handle(
          meetingDecider,
          streamId('classMeeting', input.id),
          { type: 'DeleteMeeting', actor: { headTeacher }, data: { id: input.id, at: now } },
          meta,
        );
        return null;
      },
    }),
  );

  return router;
}

/** A student in class (status 1) of the meeting's class joins it; the decider refuses outside its hours. */
async function joinAsStudent(store: Store, viewer: Viewer, meetingId: number, now: number, meta: EventMeta) {
  const db = store.db;
  const meeting = await db
    .selectFrom('class_meetings')
    .select('class_id')
    .where('id', '=', meetingId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const seat = meeting
    ? await db
        .selectFrom('class_students')
        .select('uid')
        .where('class_id', '=', meeting.class_id)
        .where('uid', '=', viewer.id)
        .where('status', '=', 1)
        .executeTakeFirst()
    : undefined;
  // Another class's meeting is not revealed to exist.
  if (!seat) return false;
  await store.handle(
    meetingDecider,
    streamId('classMeeting', meetingId),
    { type: 'JoinMeeting', data: { id: meetingId, uid: viewer.id, at: now } },
    meta,
  );
  return true;
}

/** A join code as typed: spaces dropped, letters upper-cased (the codes are upper-case letters and digits). */
const typedCode = text(200, MEETING_MESSAGES.wrongCode)
  .default('')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase());

/** The student app's join: a student of the meeting's class, while it is live, by its id or its student code. */
export function meetingAppRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;
  router.post(
    '/app/meeting/join/:id',
    route({
      summary: "Records the student's joining a class meeting of their class while it is live",
      roles: ['student'],
      changes: true,
      input: z.object({ id: meetingId }),
      success: MEETING_MESSAGES.joined,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        if (!(await joinAsStudent(store, viewer, input.id, now, meta)))
          throw notFound(MEETING_MESSAGES.notFound);
        return null;
      },
    }),
  );
  router.post(
    '/app/meeting/join',
    route({
      summary: "Joins a class meeting of the student's class by its student code, while it is live",
      roles: ['student'],
      changes: true,
      input: z.object({ code: typedCode }),
      success: MEETING_MESSAGES.joined,
      output: contract.joinedMeeting,
      handler: async ({ input, viewer, now, meta }) => {
        if (input.code === '') throw invalid(MEETING_MESSAGES.enterCode);
        // Only a student code opens a meeting to a student; a staff code is as wrong as an unknown one.
        const found = await db
          .selectFrom('class_meeting_codes as k')
          .innerJoin('class_meetings as m', 'm.id', 'k.meeting_id')
          .select(['m.id', 'm.meeting_name', 'm.start_time', 'm.end_time', 'm.teacher_name', 'm.room_id'])
          .where('k.code', '=', input.code)
          .where('k.kind', '=', 'student')
          .where('m.deleted', '=', 0)
          .executeTakeFirst();
        if (!found || !(await joinAsStudent(store, viewer, Number(found.id), now, meta)))
          throw notFound(MEETING_MESSAGES.wrongCode);
        return {
          id: Number(found.id),
          meeting_name: found.meeting_name,
          start_time: Number(found.start_time),
          end_time: Number(found.end_time),
          teacher_name: found.teacher_name,
          room_id: found.room_id,
        };
      },
    }),
  );
  return router;
}
