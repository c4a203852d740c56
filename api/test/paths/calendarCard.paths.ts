import {
  CALENDAR_MESSAGES,
  CARD_LIVE_STATUS,
  type CalendarCardAction,
  type CalendarCardEvent,
  type CalendarCardState,
  calendarCard,
  cardAbilities,
  cardRefusal,
} from '@school/machines';
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * One calendar card through the calendar and live-entry calls: a class meeting of class 2 (headed by
 * the paths' owner), created an hour ahead on each path. The owner enters its room (`live/enter`),
 * presses its playback button (the card's `replay` ability on the class calendar: the button opens the
 * address the card carries) and attaches a playback (`live/playback`); the clock starts and ends it.
 */
const CLASS = 2;
const ACTIONS: CalendarCardAction[] = ['card.enter', 'card.replay', 'card.recordPlayback'];
const FACTS = { periodsType: 1, allowEnter: 0, advanceTime: 0, periodsExtend: false };

interface Subject {
  id: number;
  start: number;
  end: number;
  playback: string;
}

const scenario: PathScenario<typeof calendarCard> = {
  input: undefined,
  events: (snapshot) => {
    const events: CalendarCardEvent[] = ACTIONS.map((type) => ({ type }) as CalendarCardEvent);
    if (snapshot.value === 'notStarted') events.push({ type: 'clock.start' });
    if (snapshot.value === 'live') events.push({ type: 'clock.end' });
    return events;
  },
};

async function start(api: PathsApi): Promise<Subject> {
  const begin = api.now() + 3600;
  const times = { start: begin, end: begin + 3600 };
  const created = await api.call('owner', 'POST', '/class/meeting', {
    class_id: CLASS,
    meeting_name: '日历路径班会',
    start_time: times.start,
    end_time: times.end,
    teacher_name: '廖老师',
    room_id: 'C-1',
  });
  if (created.status !== 200) throw new Error(`meeting of class ${CLASS}: ${created.status} ${created.msg}`);
  return { id: created.data.id, ...times, playback: '' };
}

/** The card as the class calendar shows it on the day it starts. */
async function cardOf(api: PathsApi, s: Subject) {
  const date = DateTime.fromSeconds(s.start, { zone: 'Asia/Shanghai' }).toFormat('yyyy-MM-dd');
  const cards = await api.call('owner', 'GET', `/stateschoolclass/classCalendar/${CLASS}?date=${date}`);
  expect(cards.status, `the class calendar of ${date}`).toBe(200);
  type Card = Record<string, unknown> & {
    card_type: string;
    id: number;
    abilities: Record<string, unknown>;
    /** Absent while the card has no playback the viewer may open. */
    playback_url?: string;
  };
  const card = (cards.data as Card[]).find((c) => c.card_type === 'meeting' && c.id === s.id);
  expect(card, `meeting ${s.id} on the class calendar`).toBeDefined();
  return card as Card;
}

async function send(api: PathsApi, s: Subject, { event, before, accepted }: PathStep<typeof calendarCard>) {
  if (event.type === 'clock.start') return api.setNow(s.start);
  if (event.type === 'clock.end') return api.setNow(s.end);
  const action = event.type;
  const refusal = cardRefusal(before.value as CalendarCardState, action);
  expect(refusal === undefined, `the refusal table agrees with the machine on ${action}`).toBe(accepted);
  if (action === 'card.replay') {
    const card = await cardOf(api, s);
    expect(card.abilities.replay, 'the playback button').toMatchObject(
      refusal ? { allowed: false, reason: refusal.message } : { allowed: true, reason: null },
    );
    expect(card.playback_url).toBe(refusal ? undefined : s.playback);
    return;
  }
  if (action === 'card.enter') {
    const answer = await api.call('owner', 'GET', `/live/enter?meeting_id=${s.id}&type=0`);
    expectAnswerAsMachine(
      answer,
      action,
      refusal ? { accepted: false, refusal } : { accepted: true, success: 'ok' },
    );
    if (!refusal) expect(answer.data.room).toBe(`meeting-${s.id}`);
    return;
  }
  const url = `https://vod.example.com/meeting/${s.id}/${api.now()}`;
  const answer = await api.call('owner', 'POST', '/live/playback', { meeting_id: s.id, playback_url: url });
  expectAnswerAsMachine(
    answer,
    action,
    refusal ? { accepted: false, refusal } : { accepted: true, success: CALENDAR_MESSAGES.playbackRecorded },
  );
  if (!refusal) s.playback = url;
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof calendarCard>) {
  const state = snapshot.value as CalendarCardState;
  const card = await cardOf(api, s);
  expect(card, `the card in state ${state}`).toMatchObject({
    live_status: CARD_LIVE_STATUS[state],
    is_playback: state === 'replayable' ? 1 : 0,
  });
  const abilities = cardAbilities(
    state,
    { ...FACTS, startTime: s.start },
    { role: 'teacher', groupCount: 1 },
    api.now(),
  );
  expect(card.abilities, `the card's buttons in state ${state}`).toMatchObject(abilities);
}

export const calendarCardPaths = pathEntry({
  machine: calendarCard,
  scenarios: [scenario],
  adapter: { start, label: (e: CalendarCardEvent) => e.type.replace('card.', ''), send, check },
});
