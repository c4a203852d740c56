import { setup } from 'xstate';
import { COURSE_TYPE } from '../courses/courseType';
import { COMMON_MESSAGES } from '../messages';
import { type Ability, abilityOf, type Refusal } from '../refusals';

/**
 * One calendar card (spec sections 3 and 4, calendar course): a lesson session or a class meeting with
 * a live room. The clock moves it from not started (live status 2) to live (1) to ended (3); a
 * recording of the room may arrive once it has ended (`is_playback`). Staff ask to enter its room, to
 * view its playback, and attach a playback to an ended card. The enter and playback buttons of the
 * card come from here, with the card's own rules (in person, entry closed, appointment, class groups).
 */
export type CalendarCardEvent =
  | { type: 'card.enter' }
  | { type: 'card.replay' }
  | { type: 'card.recordPlayback' }
  | { type: 'clock.start' }
  | { type: 'clock.end' };
export type CalendarCardEventType = CalendarCardEvent['type'];
export type CalendarCardState = 'notStarted' | 'live' | 'ended' | 'replayable';
/** What staff ask for; start and end are the clock's. */
export type CalendarCardAction = Exclude<CalendarCardEventType, 'clock.start' | 'clock.end'>;

/** Live status on a calendar card: 1 live now, 2 not started, 3 ended (the meetings' LiveStatus). */
export const CARD_LIVE_STATUS: Record<CalendarCardState, 1 | 2 | 3> = {
  notStarted: 2,
  live: 1,
  ended: 3,
  replayable: 3,
};

/** periods_type of a calendar card (spec: calendar course): 1 a live period, 7 held in person without a live room. */
export const PERIODS_TYPE = { live: 1, inPerson: 7 } as const;
export const IN_PERSON_PERIODS_TYPE = PERIODS_TYPE.inPerson;
/** allow_enter 1: the room is closed to entry (a cancelled session). */
export const ENTRY_CLOSED = 1;
/** Course type 17: a package course, shown as a package item on the calendar. */
export const PACKAGE_COURSE_TYPE = COURSE_TYPE.package;
/** How many minutes before its start an appointment course (a one-to-one session) opens its room. */
export const APPOINTMENT_ADVANCE_MINUTES = 15;
export const PLAYBACK_URL_MAX = 500;

export const CALENDAR_MESSAGES = {
  noPlayback: '暂无回放',
  notEndedNoPlayback: '直播尚未结束，暂无回放',
  ended: '直播已结束',
  playbackBeforeEnd: '直播结束后才能上传回放',
  inPerson: '面授课程没有直播间',
  entryClosed: '课次已取消，不能进入直播间',
  noGroups: '该课程暂无分组',
  notYourGroup: '只能进入自己分组的直播间',
  advance: (minutes: number) => `课程开始前${minutes}分钟可进入直播间`,
  periodNotFound: COMMON_MESSAGES.sessionNotFound,
  meetingNotFound: '班会不存在',
  chooseCard: '请选择要进入的课程或班会',
  playbackUrl: '请输入正确的回放地址',
  playbackRecorded: '回放已上传',
  noData: 'no data',
} as const;

/** The button labels: entering a room, as a lecturer or a teaching assistant of an extended period. */
export const CARD_LABELS = {
  enter: '进入直播间',
  lecturerEnter: '讲师进入',
  assistantEnter: '授课助教进入',
  replay: '查看回放',
  share: '分享参会码',
  upload: '上传课件',
} as const;

export const calendarCard = setup({
  types: { events: {} as CalendarCardEvent },
}).createMachine({
  id: 'calendarCard',
  initial: 'notStarted',
  states: {
    notStarted: {
      on: {
        'card.enter': { target: 'notStarted' },
        'clock.start': { target: 'live' },
      },
    },
    live: {
      on: {
        'card.enter': { target: 'live' },
        'clock.end': { target: 'ended' },
      },
    },
    ended: {
      on: { 'card.recordPlayback': { target: 'replayable' } },
    },
    replayable: {
      on: {
        'card.replay': { target: 'replayable' },
        'card.recordPlayback': { target: 'replayable' },
      },
    },
  },
});

const conflict = (message: string): Refusal => ({ kind: 'conflict', message });

/** The one home of what each state answers to each request (undefined: allowed). */
const refusals: Record<CalendarCardState, Record<CalendarCardAction, Refusal | undefined>> = {
  notStarted: {
    'card.enter': undefined,
    'card.replay': conflict(CALENDAR_MESSAGES.notEndedNoPlayback),
    'card.recordPlayback': conflict(CALENDAR_MESSAGES.playbackBeforeEnd),
  },
  live: {
    'card.enter': undefined,
    'card.replay': conflict(CALENDAR_MESSAGES.notEndedNoPlayback),
    'card.recordPlayback': conflict(CALENDAR_MESSAGES.playbackBeforeEnd),
  },
  ended: {
    'card.enter': conflict(CALENDAR_MESSAGES.ended),
    'card.replay': conflict(CALENDAR_MESSAGES.noPlayback),
    'card.recordPlayback': undefined,
  },
  replayable: {
    'card.enter': conflict(CALENDAR_MESSAGES.ended),
    'card.replay': undefined,
    'card.recordPlayback': undefined,
  },
};

export const cardRefusal = (state: CalendarCardState, action: CalendarCardAction): Refusal | undefined =>
  refusals[state][action];

/** Where the clock and the recordings put a card (times in unix seconds). */
export function cardStateAt(
  card: { startTime: number; endTime: number; hasPlayback: boolean },
  now: number,
): CalendarCardState {
  if (now < card.startTime) return 'notStarted';
  if (now < card.endTime) return 'live';
  return card.hasPlayback ? 'replayable' : 'ended';
}

/** What a card's room rules read beyond its state (spec section 3, calendar course). */
export interface CardFacts {
  startTime: number;
  /** 7: in person, no live room. */
  periodsType: number;
  /** 1: entry closed. */
  allowEnter: number;
  /** Minutes an appointment course opens early; 0 for other courses. */
  advanceTime: number;
  /** An extended period has a lecturer's and a teaching assistant's entry. */
  periodsExtend: boolean;
}

export interface CardViewer {
  role: 'teacher' | 'assistant';
  /** The viewer's class groups on the card (assistants enter only rooms of theirs). */
  groupCount: number;
}

/** Whether the card has a live room at all: not in person and not closed (spec: buttons hidden). */
export const hasRoom = (facts: Pick<CardFacts, 'periodsType' | 'allowEnter'>): boolean =>
  facts.periodsType !== IN_PERSON_PERIODS_TYPE && facts.allowEnter !== ENTRY_CLOSED;

/**
 * Why entering the card's room is refused at `now`: no room (in person, closed), the card's state,
 * an appointment course before its advance window, an assistant without a class group.
 */
export function explainEnterRefusal(
  state: CalendarCardState,
  facts: CardFacts,
  viewer: CardViewer,
  now: number,
): Refusal | undefined {
  if (facts.periodsType === IN_PERSON_PERIODS_TYPE) return conflict(CALENDAR_MESSAGES.inPerson);
  if (facts.allowEnter === ENTRY_CLOSED) return conflict(CALENDAR_MESSAGES.entryClosed);
  const byState = cardRefusal(state, 'card.enter');
  if (byState) return byState;
  if (facts.advanceTime > 0 && now < facts.startTime - facts.advanceTime * 60)
    return conflict(CALENDAR_MESSAGES.advance(facts.advanceTime));
  if (viewer.role === 'assistant' && viewer.groupCount === 0) return conflict(CALENDAR_MESSAGES.noGroups);
  return undefined;
}

/** Why viewing the card's playback is refused (no room, not ended, no recording yet). */
export function explainReplayRefusal(state: CalendarCardState, facts: CardFacts): Refusal | undefined {
  if (facts.periodsType === IN_PERSON_PERIODS_TYPE) return conflict(CALENDAR_MESSAGES.inPerson);
  if (facts.allowEnter === ENTRY_CLOSED) return conflict(CALENDAR_MESSAGES.entryClosed);
  return cardRefusal(state, 'card.replay');
}

export interface CardAbilities {
  /** 进入直播间 (or 讲师进入 / 授课助教进入): live status 1 or 2, a room, the card's rules. */
  enter: Ability;
  /** 查看回放: live status 3; disabled with 暂无回放 without a playback. */
  replay: Ability;
}

/** The card's buttons (spec section 4), computed on the server for the viewer at `now`. */
export function cardAbilities(
  state: CalendarCardState,
  facts: CardFacts,
  viewer: CardViewer,
  now: number,
): CardAbilities {
  const room = hasRoom(facts);
  const ended = state === 'ended' || state === 'replayable';
  return {
    enter: abilityOf(room && !ended, explainEnterRefusal(state, facts, viewer, now)),
    replay: abilityOf(room && ended, explainReplayRefusal(state, facts)),
  };
}

/** The enter button's label: an extended period names the viewer's seat (spec section 6). */
export const enterLabel = (facts: Pick<CardFacts, 'periodsExtend'>, role: CardViewer['role']): string =>
  facts.periodsExtend
    ? role === 'teacher'
      ? CARD_LABELS.lecturerEnter
      : CARD_LABELS.assistantEnter
    : CARD_LABELS.enter;

/** A playback address: http(s), at most 500 characters. */
export const isPlaybackUrl = (url: string): boolean =>
  url.length <= PLAYBACK_URL_MAX && /^https?:\/\/[^\s"'<>]+$/i.test(url);
