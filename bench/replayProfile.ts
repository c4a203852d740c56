/**
 * `npx tsx bench/replayProfile.ts <school.db> [classes]`: the replay benchmark's rebuild, for iterating
 * on it. Seeds the school of the replay benchmark (60 classes unless told) into `<school.db>` once,
 * then rebuilds a copy of it and prints events per second of wall time and of CPU time (steadier on
 * a shared machine). With PROFILE=<dir>, writes a CPU profile of the rebuild alone to that directory.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { DEFAULT_SCALE } from '../api/src/demo/scale';
import { seedDemoSchool } from '../api/src/demo/seed';
import { openAppStore } from '../api/src/modules';
import { rebuildProjections } from '../api/src/store/rebuild';

const [school, classes = '60'] = process.argv.slice(2);
if (!school) throw new Error('usage: replayProfile.ts <school.db> [classes]');

if (!existsSync(school)) {
  const store = await openAppStore({ databaseUrl: `sqlite:${school}` });
  const scale = { ...DEFAULT_SCALE, classes: Number(classes), studentsPerClass: 50, homeworkPerClass: 3 };
  const { events } = await seedDemoSchool(store, scale);
  await store.close();
  console.log(`seeded ${events} events into ${school}`);
}

const copy = `${school}.rebuilt`;
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(copy + suffix, { force: true });
  if (existsSync(school + suffix)) copyFileSync(school + suffix, copy + suffix);
}
const store = await openAppStore({ databaseUrl: `sqlite:${copy}` });
const profileDir = process.env.PROFILE;
const session = new Session();
if (profileDir) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const started = performance.now();
const cpuBefore = process.cpuUsage();
const { events } = await rebuildProjections(store);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
if (profileDir) {
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(profileDir, { recursive: true });
  writeFileSync(join(profileDir, 'rebuild.cpuprofile'), JSON.stringify(profile));
}
await store.close();
console.log(
  `${events} events in ${seconds.toFixed(2)} s: ${Math.round(events / seconds)} events/s, ` +
    `${Math.round(events / cpuSeconds)} per CPU second`,
);
