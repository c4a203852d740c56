import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  CALENDAR_MESSAGES,
  CARD_LABELS,
  CARD_LIVE_STATUS,
  type CalendarCardAction,
  type CalendarCardEvent,
  type CalendarCardState,
  calendarCard,
  cardAbilities,
  cardRefusal,
  cardStateAt,
  enterLabel,
  explainEnterRefusal,
  isPlaybackUrl,
} from './calendarCard';

const ACTIONS: CalendarCardAction[] = ['card.enter', 'card.replay', 'card.recordPlayback'];
const EVENTS: CalendarCardEvent[] = [
  ...ACTIONS.map((type) => ({ type }) as CalendarCardEvent),
  { type: 'clock.start' },
  { type: 'clock.end' },
];
const START = 1_800_000_000;
const live = { startTime: START, periodsType: 1, allowEnter: 0, advanceTime: 0, periodsExtend: false };
const teacher = { role: 'teacher' as const, groupCount: 0 };
const assistant = { role: 'assistant' as const, groupCount: 1 };

describe('calendar card machine', () => {
  it('covers every state and transition with generated paths', () => {
    const model = createTestModel(calendarCard, { events: EVENTS });
    const paths = transitionCoveringPaths(model, calendarCard);
    expect(coveredGraph(paths).states).toEqual(declaredGraph(calendarCard).states);
    expect(coveredGraph(paths).transitions).toEqual(declaredGraph(calendarCard).transitions);
  });

  it.each(['notStarted', 'live', 'ended', 'replayable'] as const)(
    'the refusal table agrees with the machine in %s',
    (state: CalendarCardState) => {
      for (const type of ACTIONS)
        expect(accepts(calendarCard, state, undefined as never, { type }), type).toBe(
          cardRefusal(state, type) === undefined,
        );
    },
  );

  it('places a card by the clock and its recording: live status 2, 1, then 3', () => {
    const card = { startTime: START, endTime: START + 3600, hasPlayback: false };
    expect(CARD_LIVE_STATUS[cardStateAt(card, START - 1)]).toBe(2);
    expect(CARD_LIVE_STATUS[cardStateAt(card, START)]).toBe(1);
    expect(cardStateAt(card, START + 3600)).toBe('ended');
    expect(cardStateAt({ ...card, hasPlayback: true }, START + 3600)).toBe('replayable');
    expect(CARD_LIVE_STATUS.replayable).toBe(3);
  });
});

describe('calendar card buttons (spec section 4)', () => {
  it('live status 1 or 2 shows enter room', () => {
    expect(cardAbilities('notStarted', live, teacher, START - 60).enter).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(cardAbilities('live', live, teacher, START).enter.allowed).toBe(true);
    expect(cardAbilities('live', live, teacher, START).replay.shown).toBe(false);
  });

  it('3 with playback shows view playback; 3 without shows disabled 暂无回放', () => {
    expect(cardAbilities('replayable', live, teacher, START).replay).toEqual({
      shown: true,
      allowed: true,
      reason: null,
    });
    expect(cardAbilities('ended', live, teacher, START).replay).toEqual({
      shown: true,
      allowed: false,
      reason: CALENDAR_MESSAGES.noPlayback,
    });
    expect(cardAbilities('ended', live, teacher, START).enter.shown).toBe(false);
  });

  it('enter buttons are hidden when periods_type is 7 or allow_enter is 1', () => {
    for (const facts of [
      { ...live, periodsType: 7 },
      { ...live, allowEnter: 1 },
    ]) {
      for (const state of ['notStarted', 'live', 'ended', 'replayable'] as const) {
        const abilities = cardAbilities(state, facts, teacher, START);
        expect(abilities.enter.shown).toBe(false);
        expect(abilities.replay.shown).toBe(false);
      }
    }
    expect(explainEnterRefusal('live', { ...live, periodsType: 7 }, teacher, START)?.message).toBe(
      CALENDAR_MESSAGES.inPerson,
    );
  });

  it('appointment courses are enterable advance_time minutes early', () => {
    const appointment = { ...live, advanceTime: 15 };
    expect(cardAbilities('notStarted', appointment, teacher, START - 16 * 60).enter).toEqual({
      shown: true,
      allowed: false,
      reason: '课程开始前15分钟可进入直播间',
    });
    expect(cardAbilities('notStarted', appointment, teacher, START - 15 * 60).enter.allowed).toBe(true);
  });

  it('an assistant without a class group on the course hears 该课程暂无分组', () => {
    expect(explainEnterRefusal('live', live, { role: 'assistant', groupCount: 0 }, START)).toEqual({
      kind: 'conflict',
      message: '该课程暂无分组',
    });
    expect(explainEnterRefusal('live', live, assistant, START)).toBeUndefined();
  });

  it('an extended period gives the teacher the 讲师 entry and the assistant the 授课助教 entry', () => {
    expect(enterLabel({ periodsExtend: true }, 'teacher')).toBe(CARD_LABELS.lecturerEnter);
    expect(enterLabel({ periodsExtend: true }, 'assistant')).toBe(CARD_LABELS.assistantEnter);
    expect(enterLabel({ periodsExtend: false }, 'assistant')).toBe(CARD_LABELS.enter);
  });

  it('a playback address is an http(s) URL of at most 500 characters', () => {
    expect(isPlaybackUrl('https://vod.example.com/p/1')).toBe(true);
    expect(isPlaybackUrl('javascript:alert(1)')).toBe(false);
    expect(isPlaybackUrl(`https://x.example.com/${'a'.repeat(500)}`)).toBe(false);
  });

  it('a playback address: http as well as https, 500 characters at most, nothing before or after the URL', () => {
    const prefix = 'https://x.example.com/';
    expect(isPlaybackUrl(`${prefix}${'a'.repeat(500 - prefix.length)}`)).toBe(true);
    expect(isPlaybackUrl(`${prefix}${'a'.repeat(501 - prefix.length)}`)).toBe(false);
    expect(isPlaybackUrl('http://vod.example.com/p/1')).toBe(true);
    expect(isPlaybackUrl('see https://vod.example.com/p/1')).toBe(false);
    expect(isPlaybackUrl('https://vod.example.com/p/1 "x"')).toBe(false);
  });

  it('entering or replaying a cancelled session (allow_enter 1): 课次已取消，不能进入直播间; replaying in person: 面授课程没有直播间', () => {
    const closed = { ...live, allowEnter: 1 };
    for (const state of ['notStarted', 'live', 'ended', 'replayable'] as const) {
      expect(explainEnterRefusal(state, closed, teacher, START)).toEqual({
        kind: 'conflict',
        message: CALENDAR_MESSAGES.entryClosed,
      });
      expect(cardAbilities(state, closed, teacher, START).replay.reason).toBe(CALENDAR_MESSAGES.entryClosed);
      expect(cardAbilities(state, { ...live, periodsType: 7 }, teacher, START).replay.reason).toBe(
        CALENDAR_MESSAGES.inPerson,
      );
    }
  });

  it('an ended session is not entered: 直播已结束, even by an assistant without a group', () => {
    for (const state of ['ended', 'replayable'] as const)
      expect(explainEnterRefusal(state, live, { role: 'assistant', groupCount: 0 }, START)).toEqual({
        kind: 'conflict',
        message: CALENDAR_MESSAGES.ended,
      });
  });
});
