import { type RecordStudy, SLICE_SECONDS, type StudySlice, studyDecider, studyStreamId } from '../classes';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';

const DAY = 24 * 3600;
const LIVE_TYPES = [1, 2, 3, 4, 15, 16];

/** A small deterministic generator (mulberry32), so the same seed gives the same term of study. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Consecutive slices from `from`, `count` of them, each studied for `seconds`, with the position moving on. */
function slices(
  from: number,
  count: number,
  mode: 1 | 2 | 3,
  total: number,
  startPosition = 0,
): StudySlice[] {
  const first = Math.ceil(from / SLICE_SECONDS) * SLICE_SECONDS;
  return Array.from({ length: count }, (_, i) => {
    const sliceStart = first + i * SLICE_SECONDS;
    return {
      sliceStart,
      seconds: SLICE_SECONDS,
      position: Math.min(total, startPosition + (i + 1) * SLICE_SECONDS),
      mode,
      at: sliceStart + SLICE_SECONDS,
    };
  });
}

/**
 * A term of study for every student of every class, through the study command the student app
 * uses: each student has a diligence fixed by the seed; live periods are attended live, or only
 * replayed a day later, or missed; in-person periods attended or missed; other courses watched in
 * part. Only periods that have ended by `until` are studied.
 */
export async function seedDemoStudy(store: Store, seed: number, until: number): Promise<number> {
  const db = store.db;
  const rand = random(seed * 7919);
  const seats = await db
    .selectFrom('class_students as cs')
    .innerJoin('class_courses as cc', 'cc.class_id', 'cs.class_id')
    .innerJoin('courses as c', 'c.id', 'cc.course_id')
    .innerJoin('course_periods as p', 'p.course_id', 'c.id')
    .select([
      'cs.uid',
      'c.id as course_id',
      'c.course_type',
      'p.id as period_id',
      'p.start_play',
      'p.end_play',
    ])
    .distinct()
    .where('p.end_play', '<', until)
    .orderBy('cs.uid')
    .orderBy('p.id')
    .execute();
  const diligence = new Map<number, number>();
  let commands = 0;
  for (const seat of seats) {
    const uid = Number(seat.uid);
    if (!diligence.has(uid)) diligence.set(uid, 0.35 + 0.6 * rand());
    const d = diligence.get(uid) as number;
    const type = Number(seat.course_type);
    const start = Number(seat.start_play);
    const end = Number(seat.end_play);
    const total = end - start;
    const full = Math.floor(total / SLICE_SECONDS);
    const roll = rand();
    let planned: StudySlice[] = [];
    if (LIVE_TYPES.includes(type)) {
      if (roll < d) planned = slices(start, Math.max(1, Math.round(full * (0.5 + 0.5 * rand()))), 1, total);
      else if (roll < d + (1 - d) / 2)
        planned = slices(end + DAY, Math.max(1, Math.round(full * rand())), 2, total);
    } else if (type === 7) {
      if (roll < d) planned = slices(start, full, 3, total);
    } else if (roll < d) {
      planned = slices(end, Math.max(1, Math.round(full * rand())), 2, total);
    }
    if (planned.length === 0) continue;
    const command: RecordStudy = {
      type: 'RecordStudy',
      data: {
        uid,
        periodId: Number(seat.period_id),
        courseId: Number(seat.course_id),
        period: { courseType: type, startPlay: start, endPlay: end },
        slices: planned,
      },
    };
    await store.handle(studyDecider, studyStreamId(uid, Number(seat.period_id)), command, systemMeta);
    commands += 1;
  }
  return commands;
}
