import { DEFAULT_SCALE } from '../../api/src/demo/scale';
import { openAppStore } from '../../api/src/modules';
import { rebuildProjections } from '../../api/src/store/rebuild';
import type { Figure } from '../lib/report';
import { copyLogToPostgres, postgresReachable, seedSchool } from '../lib/school';
import type { BenchOptions } from './options';

const SCHOOL = { ...DEFAULT_SCALE, classes: 60, studentsPerClass: 50, homeworkPerClass: 3 };

/** `npm run rebuild` on a school of 60 classes × 50 students with homework, on SQLite and PostgreSQL. */
export async function replayBenchmark(_: BenchOptions): Promise<Figure[]> {
  const figures: Figure[] = [];
  const kinds: ('sqlite' | 'postgres')[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
  // PostgreSQL rebuilds the same log, copied from the SQLite school (seeding it again through the
  // command path would take minutes and measure nothing of the rebuild).
  const seeded = await seedSchool(SCHOOL, 'sqlite');
  try {
    for (const kind of kinds) {
      const school = kind === 'sqlite' ? seeded : await copyLogToPostgres(seeded);
      try {
        const store = await openAppStore({ databaseUrl: school.url });
        const started = performance.now();
        const { events } = await rebuildProjections(store);
        const perSecond = events / ((performance.now() - started) / 1000);
        await store.close();
        figures.push({
          benchmark: 'replay',
          name: `rebuild 60×50 school on ${kind} (${events.toLocaleString('en-US')} events)`,
          value: perSecond,
          unit: 'events/s',
          ...(kind === 'sqlite'
            ? { target: { kind: 'min' as const, value: 50_000, of: 'value' as const } }
            : {}),
          note:
            kind === 'sqlite'
              ? `seeded through the command path at ${Math.round(school.events / school.seedSeconds)} events/s`
              : `the SQLite school's log copied in ${school.seedSeconds.toFixed(1)} s`,
        });
      } finally {
        if (school !== seeded) await school.drop();
      }
    }
  } finally {
    await seeded.drop();
  }
  if (kinds.length === 1) {
    figures.push({
      benchmark: 'replay',
      name: 'rebuild on postgres',
      value: Number.NaN,
      unit: 'events/s',
      note: 'PostgreSQL not reachable at PG_ADMIN_URL',
    });
  }
  return figures;
}
