import {
  APPOINTMENT_ADVANCE_MINUTES,
  abilityOf,
  CARD_LIVE_STATUS,
  type CalendarCardState,
  type CardFacts,
  type CardViewer,
  cardAbilities,
  cardStateAt,
  ENTRY_CLOSED,
  enterLabel,
  IN_PERSON_PERIODS_TYPE,
  PERIODS_TYPE,
  SESSION_CLASS_TYPE,
  TEACHING_MODE,
} from '@school/machines';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Viewer } from '../http/viewer';
import { type MeetingCalendarFacts, meetingCalendarFacts } from '../meetings/index';
import { type SessionCalendarFacts, sessionCalendarFacts } from '../sessions/index';
import { SCHOOL_ZONE } from '../shared/schoolZone';
import type { Database } from '../store/schema';
import type { CardKind } from './playback';

export { SCHOOL_ZONE };

/** Course types on cards: a live session is a small class course (2), an in-person one offline (7); a meeting 0. */
const COURSE_TYPE = { liveSession: 2, inPersonSession: 7, meeting: 0 } as const;

/** One class group of a card (spec: class_list). */
export interface CardGroup {
  group_name: string;
  class_group_id: number;
  course_basis_id: number;
  min_is_playback: number;
}

/** Everything a card's rules and its room need, for either kind. */
export interface CardSource {
  kind: CardKind;
  id: number;
  facts: CardFacts;
  endTime: number;
  groups: CardGroup[];
  /** The viewer's own groups among them (assistants enter only rooms of theirs). */
  ownGroups: CardGroup[];
  teacherId: number;
  assistantId: number;
  session?: SessionCalendarFacts;
  meeting?: MeetingCalendarFacts;
}

const roleOf = (viewer: Viewer): CardViewer['role'] => (viewer.role === 'teacher' ? 'teacher' : 'assistant');

function sessionSource(viewer: Viewer, s: SessionCalendarFacts): CardSource {
  const groups =
    s.studentCount > 0
      ? [
          {
            group_name: s.className,
            class_group_id: s.teamClassId,
            course_basis_id: s.teamClassId,
            min_is_playback: 0,
          },
        ]
      : [];
  return {
    kind: 'period',
    id: s.id,
    facts: {
      startTime: s.startTime,
      periodsType: s.teachingMode === TEACHING_MODE.live ? PERIODS_TYPE.live : IN_PERSON_PERIODS_TYPE,
      allowEnter: s.cancelled ? ENTRY_CLOSED : 0,
      advanceTime: s.classType === SESSION_CLASS_TYPE.oneToOne ? APPOINTMENT_ADVANCE_MINUTES : 0,
      // A session run with a teaching assistant has a lecturer's room and its group's room.
      periodsExtend: s.assistantId > 0 && groups.length > 0,
    },
    endTime: s.endTime,
    groups,
    ownGroups: viewer.id === s.assistantId ? groups : [],
    teacherId: s.teacherId,
    assistantId: s.assistantId,
    session: s,
  };
}

function meetingSource(m: MeetingCalendarFacts): CardSource {
  const groups = [
    { group_name: m.className, class_group_id: m.classId, course_basis_id: m.classId, min_is_playback: 0 },
  ];
  return {
    kind: 'meeting',
    id: m.id,
    facts: {
      startTime: m.startTime,
      periodsType: PERIODS_TYPE.live,
      allowEnter: 0,
      advanceTime: 0,
      periodsExtend: false,
    },
    endTime: m.endTime,
    groups,
    // Staff of the meeting's class (the only ones who see it) serve its one group.
    ownGroups: groups,
    teacherId: 0,
    assistantId: 0,
    meeting: m,
  };
}

/** Where a card stands at `now`. */
export const stateOfCard = (
  source: CardSource,
  playbackUrl: string | undefined,
  now: number,
): CalendarCardState =>
  cardStateAt(
    { startTime: source.facts.startTime, endTime: source.endTime, hasPlayback: playbackUrl !== undefined },
    now,
  );

export const cardViewerOf = (viewer: Viewer, source: CardSource): CardViewer => ({
  role: roleOf(viewer),
  groupCount: source.ownGroups.length,
});

/** The card as the calendar calls answer it (spec section 3, calendar course), with its abilities. */
function toCard(viewer: Viewer, source: CardSource, playbackUrl: string | undefined, now: number) {
  const state = stateOfCard(source, playbackUrl, now);
  const playback = playbackUrl !== undefined ? 1 : 0;
  const abilities = cardAbilities(state, source.facts, cardViewerOf(viewer, source), now);
  const s = source.session;
  const m = source.meeting;
  const extend = source.facts.periodsExtend ? 1 : 0;
  return {
    card_type: source.kind,
    id: source.id,
    // A meeting's name and join code, or a session's title: each card answers only what it has.
    ...(m ? { meeting_name: m.meetingName, student_code: m.studentCode } : {}),
    ...(s ? { period_title: `第${s.ordinal}次课` } : {}),
    nickname: s?.teacherName ?? m?.speaker ?? '',
    start_play: source.facts.startTime,
    end_play: source.endTime,
    live_status: CARD_LIVE_STATUS[state],
    is_playback: playback,
    bjy_encode_status: playback,
    // The playback's address only when there is one the viewer may open.
    ...(abilities.replay.allowed && playbackUrl !== undefined ? { playback_url: playbackUrl } : {}),
    periods_type: source.facts.periodsType,
    course_type: s
      ? s.teachingMode === TEACHING_MODE.live
        ? COURSE_TYPE.liveSession
        : COURSE_TYPE.inPersonSession
      : COURSE_TYPE.meeting,
    teacher_type: viewer.id === source.teacherId ? 1 : 0,
    assistant_type: viewer.id === source.assistantId ? 1 : 0,
    course_basis_id: s?.teamClassId ?? m?.classId ?? 0,
    course_chapter_id: source.id,
    class_name: s?.className ?? m?.className ?? '',
    course_title: s?.className ?? '班会',
    advance_time: source.facts.advanceTime,
    allow_enter: source.facts.allowEnter,
    periods_extend: extend,
    course_extend: extend,
    class_list: source.groups.map((g) => ({ ...g, min_is_playback: playback })),
    enter_label: enterLabel(source.facts, roleOf(viewer)),
    abilities: {
      ...abilities,
      /** 分享参会码: a meeting's join codes. */
      share: abilityOf(m !== undefined, undefined),
      /** 上传课件: a lesson session's courseware (not for a cancelled one). */
      upload: abilityOf(s !== undefined && source.facts.allowEnter !== ENTRY_CLOSED, undefined),
    },
  };
}

export type CalendarCard = ReturnType<typeof toCard>;

async function playbacksOf(db: Kysely<Database>, sources: readonly CardSource[]) {
  const urls = new Map<string, string>();
  for (const kind of ['period', 'meeting'] as const) {
    const ids = sources.filter((s) => s.kind === kind).map((s) => s.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom('live_playbacks')
      .select(['card_id', 'url'])
      .where('card_kind', '=', kind)
      .where('card_id', 'in', ids)
      .execute();
    for (const r of rows) urls.set(`${kind}-${r.card_id}`, r.url);
  }
  return urls;
}

/** The viewer's cards starting in [from, to): their sessions and their classes' meetings (one class's with classId). */
export async function cardsBetween(
  db: Kysely<Database>,
  viewer: Viewer,
  range: { from: number; to: number; classId?: number | undefined },
  now: number,
): Promise<CalendarCard[]> {
  const [sessions, meetings] = await Promise.all([
    sessionCalendarFacts(db, viewer, range),
    meetingCalendarFacts(db, viewer, range),
  ]);
  const sources = [...sessions.map((s) => sessionSource(viewer, s)), ...meetings.map(meetingSource)].sort(
    (a, b) => a.facts.startTime - b.facts.startTime || a.kind.localeCompare(b.kind) || a.id - b.id,
  );
  const playbacks = await playbacksOf(db, sources);
  return sources.map((s) => toCard(viewer, s, playbacks.get(`${s.kind}-${s.id}`), now));
}

/** One card the viewer sees, with its playback address, or undefined. */
export async function cardSource(
  db: Kysely<Database>,
  viewer: Viewer,
  kind: CardKind,
  id: number,
): Promise<{ source: CardSource; playbackUrl: string | undefined } | undefined> {
  const source =
    kind === 'period'
      ? (await sessionCalendarFacts(db, viewer, { sessionId: id })).map((s) => sessionSource(viewer, s))[0]
      : (await meetingCalendarFacts(db, viewer, { meetingId: id })).map(meetingSource)[0];
  if (!source) return undefined;
  const playbacks = await playbacksOf(db, [source]);
  return { source, playbackUrl: playbacks.get(`${kind}-${id}`) };
}

/** The first and last instant of the month or day of `date` (yyyy-MM-dd) at school, as [from, to). */
export function rangeOf(date: string, unit: 'month' | 'day'): { from: number; to: number } {
  const start = DateTime.fromISO(date, { zone: SCHOOL_ZONE }).startOf(unit);
  return { from: Math.floor(start.toSeconds()), to: Math.floor(start.plus({ [`${unit}s`]: 1 }).toSeconds()) };
}

/** The date keys (yyyy-MM-dd at school) of the month that have cards. */
export const dateKeysOf = (cards: readonly CalendarCard[]): string[] => [
  ...new Set(
    cards.map((c) => DateTime.fromSeconds(c.start_play, { zone: SCHOOL_ZONE }).toFormat('yyyy-MM-dd')),
  ),
];
