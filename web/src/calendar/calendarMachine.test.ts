import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { monthGrid, schoolToday } from './calendarGrid';
import { calendarMachine } from './calendarMachine';

describe('month grid', () => {
  it('starts each week on Monday and marks today', () => {
    const weeks = monthGrid('2026-11', '2026-11-23');
    // 2026-11-01 is a Sunday: the first row starts on Monday 26 October.
    expect(weeks[0]?.[0]).toMatchObject({ key: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toMatchObject({ key: '2026-11-01', inMonth: true });
    expect(
      weeks
        .flat()
        .filter((d) => d.today)
        .map((d) => d.key),
    ).toEqual(['2026-11-23']);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-12-06');
  });

  it("reads today in the school's zone", () => {
    // 2026-11-22 17:00 UTC is already the 23rd in Shanghai.
    expect(schoolToday(Date.parse('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });
});

describe('calendar screen machine', () => {
  const start = (enter = async () => ({ url: 'https://rooms.test/period-2' })) => {
    const opened: string[] = [];
    const actor = createActor(
      calendarMachine.provide({
        actors: { enterRoom: fromPromise(enter) },
        actions: { openRoom: (_args, params) => opened.push(params.url) },
      }),
      { input: { today: '2026-11-23' } },
    ).start();
    return { actor, opened };
  };

  it('moves months and picks days; a month other than today lists its first day', () => {
    const { actor } = start();
    actor.send({ type: 'month.prev' });
    expect(actor.getSnapshot().context).toMatchObject({ month: '2026-10', day: '2026-10-01' });
    actor.send({ type: 'day.pick', day: '2026-09-08' });
    expect(actor.getSnapshot().context).toMatchObject({ month: '2026-09', day: '2026-09-08' });
    actor.send({ type: 'month.today' });
    expect(actor.getSnapshot().context).toMatchObject({ month: '2026-11', day: '2026-11-23' });
  });

  it('opens the room the server names, or says why not', async () => {
    const { actor, opened } = start();
    actor.send({ type: 'card.enter', room: { periodId: '2' } });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(opened).toEqual(['https://rooms.test/period-2']);
    const refused = start(async () => {
      throw new Error('直播已结束');
    });
    refused.actor.send({ type: 'card.enter', room: { periodId: '1' } });
    await waitFor(refused.actor, (s) => s.matches('browsing') && s.context.error !== null);
    expect(refused.actor.getSnapshot().context.error).toBe('直播已结束');
  });

  it('holds one dialog at a time: share or upload, closed again', () => {
    const { actor } = start();
    actor.send({ type: 'card.share', meetingId: '3' });
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'share', meetingId: '3' });
    actor.send({ type: 'card.upload', sessionId: '4' });
    expect(actor.getSnapshot().context.dialog).toEqual({ kind: 'share', meetingId: '3' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context.dialog).toBeNull();
    actor.send({ type: 'card.upload', sessionId: '4' });
    expect(actor.getSnapshot().matches('dialog')).toBe(true);
  });
});
