import { CALENDAR_MESSAGES, explainEnterRefusal, isPlaybackUrl, PLAYBACK_URL_MAX } from '@school/machines';
import { Router } from 'express';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { CLASS_NOT_FOUND, ownClass } from '../classes/index';
import type { ApiContext } from '../context';
import * as contract from '../contract/calendar';
import { id, optionalId, optionalInt, text } from '../http/fields';
import { route } from '../http/route';
import type { Viewer } from '../http/viewer';
import { forbidden, invalid, notFound, refused } from '../shared/errors';
import type { Store } from '../store/store';
import {
  type CardSource,
  cardSource,
  cardsBetween,
  cardViewerOf,
  dateKeysOf,
  rangeOf,
  SCHOOL_ZONE,
  stateOfCard,
} from './cards';
import { liveRoomTemplate, type Room, roomKey, roomUrl } from './liveRoom';
import { type CardKind, playbackDecider, playbackStreamId } from './playback';

const STAFF = ['teacher', 'assistant'] as const;
const DATE_MESSAGE = '日期格式不正确';

/** `date` (yyyy-MM-dd at school); today when absent. */
const date = text(10, DATE_MESSAGE)
  .optional()
  .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid), {
    message: DATE_MESSAGE,
  });
const dayOf = (value: string | undefined, now: number) =>
  value ?? DateTime.fromSeconds(now, { zone: SCHOOL_ZONE }).toFormat('yyyy-MM-dd');

/** Each calendar call's path on the teacher's prefix and on the assistant's (spec section 7, calendar). */
const PATHS = {
  month: { teacher: '/teacher/month/course', assistant: '/month/course' },
  day: { teacher: '/teacher/courseCalendar', assistant: '/courseCalendar' },
} as const;

/** The room a viewer enters for a card (docs/decisions.md, Calendar and live entry). */
function roomFor(viewer: Viewer, source: CardSource, classGroupId: number | undefined): Room {
  if (source.kind === 'meeting') return { kind: 'meeting', meetingId: source.id };
  if (viewer.role === 'teacher') return { kind: 'period', periodId: source.id };
  const group =
    classGroupId === undefined
      ? source.ownGroups[0]
      : source.ownGroups.find((g) => g.class_group_id === classGroupId);
  if (!group) throw forbidden(CALENDAR_MESSAGES.notYourGroup);
  return { kind: 'group', periodId: source.id, groupId: group.class_group_id };
}

interface EnterInput {
  course_type?: number | undefined;
  course_id?: number | undefined;
  period_id?: number | undefined;
  type?: number | undefined;
  class_group_id?: number | undefined;
  meeting_id?: number | undefined;
}

/**
 * The live-play helper's server call: a course's period (a lesson session) or a meeting (type 0 or a
 * meeting_id) as a room address for the viewer's role, when the card's rules let them in now.
 */
async function enterRoom(store: Store, viewer: Viewer, input: EnterInput, now: number) {
  const meeting = input.meeting_id !== undefined;
  if (!meeting && input.period_id === undefined) throw invalid(CALENDAR_MESSAGES.chooseCard);
  const kind: CardKind = meeting ? 'meeting' : 'period';
  const cardId = (meeting ? input.meeting_id : input.period_id) as number;
  const found = await cardSource(store.db, viewer, kind, cardId);
  const missing = meeting ? CALENDAR_MESSAGES.meetingNotFound : CALENDAR_MESSAGES.periodNotFound;
  if (!found) throw notFound(missing);
  const { source, playbackUrl } = found;
  // A period named with its course must belong to it.
  if (!meeting && input.course_id !== undefined && input.course_id !== source.session?.teamClassId)
    throw notFound(missing);
  const state = stateOfCard(source, playbackUrl, now);
  const refusal = explainEnterRefusal(state, source.facts, cardViewerOf(viewer, source), now);
  if (refusal) throw refused(refusal);
  const room = roomFor(viewer, source, input.class_group_id);
  const role = viewer.role === 'teacher' ? ('teacher' as const) : ('assistant' as const);
  return {
    url: roomUrl(liveRoomTemplate(), room, { id: viewer.id, role, name: viewer.realName || viewer.nickname }),
    room: roomKey(room),
    role,
  };
}

/** The calendar (both prefixes, the class variants) and live entry (spec section 7). */
export function calendarRoutes({ store }: ApiContext): Router {
  const router = Router();
  const db = store.db;

  for (const role of STAFF) {
    router.get(
      PATHS.month[role],
      route({
        summary: `The date keys (yyyy-MM-dd) of the month of \`date\` that have calendar cards of the ${role}`,
        roles: [role],
        input: z.object({ date }),
        output: contract.dateKeys,
        handler: async ({ input, viewer, now }) =>
          dateKeysOf(await cardsBetween(db, viewer, rangeOf(dayOf(input.date, now), 'month'), now)),
      }),
    );
    router.get(
      PATHS.day[role],
      route({
        summary: `The ${role}'s calendar cards (lesson sessions and class meetings) of the day \`date\`, with their buttons`,
        roles: [role],
        input: z.object({ date }),
        output: contract.calendarCards,
        handler: ({ input, viewer, now }) =>
          cardsBetween(db, viewer, rangeOf(dayOf(input.date, now), 'day'), now),
      }),
    );
  }

  const classId = id(CLASS_NOT_FOUND);
  router.get(
    '/stateschoolclass/monthCourse/:classId',
    route({
      summary: "The date keys of the month of `date` that have cards of a class's calendar",
      roles: STAFF,
      input: z.object({ classId, date }),
      output: contract.dateKeys,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        const range = { ...rangeOf(dayOf(input.date, now), 'month'), classId: input.classId };
        return dateKeysOf(await cardsBetween(db, viewer, range, now));
      },
    }),
  );
  router.get(
    '/stateschoolclass/classCalendar/:classId',
    route({
      summary:
        "A class's calendar cards of the day `date`: its meetings and the viewer's sessions its students attend",
      roles: STAFF,
      input: z.object({ classId, date }),
      output: contract.calendarCards,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        return cardsBetween(
          db,
          viewer,
          { ...rangeOf(dayOf(input.date, now), 'day'), classId: input.classId },
          now,
        );
      },
    }),
  );

  router.get(
    '/live/enter',
    route({
      summary:
        'Live entry: the room address (LIVE_ROOM_URL) of a period (period_id, course_id, class_group_id) or a meeting (meeting_id, type 0) for the caller',
      roles: STAFF,
      input: z.object({
        course_type: optionalInt(0, 100),
        course_id: optionalId(CALENDAR_MESSAGES.periodNotFound),
        period_id: optionalId(CALENDAR_MESSAGES.periodNotFound),
        type: optionalInt(0, 100),
        class_group_id: optionalId(CALENDAR_MESSAGES.notYourGroup),
        meeting_id: optionalId(CALENDAR_MESSAGES.meetingNotFound),
      }),
      output: contract.liveRoomEntry,
      handler: ({ input, viewer, now }) => enterRoom(store, viewer, input, now),
    }),
  );

  router.post(
    '/live/playback',
    route({
      summary: "Attaches the room's recording (playback_url) to an ended period or meeting the caller sees",
      roles: STAFF,
      changes: true,
      input: z.object({
        period_id: optionalId(CALENDAR_MESSAGES.periodNotFound),
        meeting_id: optionalId(CALENDAR_MESSAGES.meetingNotFound),
        playback_url: text(PLAYBACK_URL_MAX * 4, CALENDAR_MESSAGES.playbackUrl).transform((v) => v.trim()),
      }),
      success: CALENDAR_MESSAGES.playbackRecorded,
      output: z.null(),
      handler: async ({ input, viewer, now, meta }) => {
        const meeting = input.meeting_id !== undefined;
        if (!meeting && input.period_id === undefined) throw invalid(CALENDAR_MESSAGES.chooseCard);
        const kind: CardKind = meeting ? 'meeting' : 'period';
        const cardId = (meeting ? input.meeting_id : input.period_id) as number;
        const found = await cardSource(db, viewer, kind, cardId);
        if (!found)
          throw notFound(meeting ? CALENDAR_MESSAGES.meetingNotFound : CALENDAR_MESSAGES.periodNotFound);
        if (!isPlaybackUrl(input.playback_url)) throw invalid(CALENDAR_MESSAGES.playbackUrl);
        await store.handle(
          playbackDecider,
          playbackStreamId(kind, cardId),
          {
            type: 'RecordPlayback',
            data: {
              kind,
              id: cardId,
              url: input.playback_url,
              by: viewer.id,
              at: now,
              startTime: found.source.facts.startTime,
              endTime: found.source.endTime,
            },
          },
          meta,
        );
        return null;
      },
    }),
  );

  return router;
}
