import { playbackDecider, playbackStreamId } from '../calendar/index';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';

const HOUR = 3_600;

/**
 * Recordings for the demo calendars, through the playback decider: every other ended lesson session of
 * team class 1 (the demo teacher's, assisted by the demo assistant) and each class's ended meeting of
 * odd id get a playback, so their calendars show past cards with and without one beside the sessions
 * and meetings live now and upcoming (seeded by the sessions and class life).
 */
export async function seedDemoPlaybacks(store: Store, now: number): Promise<number> {
  const db = store.db;
  const lessons = await db
    .selectFrom('lesson_times')
    .select(['id', 'arrange_time'])
    .where('team_class_id', '=', 1)
    .where('arrange_time', '<=', now - 2 * HOUR)
    .orderBy('arrange_time')
    .execute();
  const meetings = await db
    .selectFrom('class_meetings')
    .select(['id', 'start_time', 'end_time'])
    .where('deleted', '=', 0)
    .where('end_time', '<=', now)
    .orderBy('id')
    .execute();
  const cards = [
    ...lessons
      .filter((_l, n) => n % 2 === 0)
      .map((l) => ({
        kind: 'period' as const,
        id: Number(l.id),
        startTime: Number(l.arrange_time),
        // Every seeded lesson lasts 90 minutes.
        endTime: Number(l.arrange_time) + 90 * 60,
      })),
    ...meetings
      .filter((m) => Number(m.id) % 2 === 1)
      .map((m) => ({
        kind: 'meeting' as const,
        id: Number(m.id),
        startTime: Number(m.start_time),
        endTime: Number(m.end_time),
      })),
  ];
  for (const card of cards) {
    await store.handle(
      playbackDecider,
      playbackStreamId(card.kind, card.id),
      {
        type: 'RecordPlayback',
        data: {
          ...card,
          url: `https://vod.example.com/${card.kind}/${card.id}`,
          by: 0,
          at: card.endTime + HOUR < now ? card.endTime + HOUR : now,
        },
      },
      systemMeta,
    );
  }
  return cards.length;
}
