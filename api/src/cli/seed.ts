import { parseArgs } from 'node:util';
import { DEFAULT_SCALE } from '../demo/scale';
import { seedDemoSchool } from '../demo/seed';
import { openAppStore } from '../modules';
import { countEvents } from '../store/eventStore';

/**
 * `npm run seed -- --classes 40 --students-per-class 50`: generates a demo school of that size into
 * an empty database (DATABASE_URL), through the command path, and prints what it wrote.
 */
const { values } = parseArgs({
  options: {
    classes: { type: 'string', default: String(DEFAULT_SCALE.classes) },
    'students-per-class': { type: 'string', default: String(DEFAULT_SCALE.studentsPerClass) },
    'homework-per-class': { type: 'string', default: String(DEFAULT_SCALE.homeworkPerClass) },
    'submit-rate': { type: 'string', default: String(DEFAULT_SCALE.submitRate) },
    seed: { type: 'string', default: String(DEFAULT_SCALE.seed) },
    study: { type: 'boolean', default: false },
  },
});
const scale = {
  classes: Number(values.classes),
  studentsPerClass: Number(values['students-per-class']),
  homeworkPerClass: Number(values['homework-per-class']),
  submitRate: Number(values['submit-rate']),
  seed: Number(values.seed),
  study: values.study === true,
};
const store = await openAppStore({ databaseUrl: process.env.DATABASE_URL });
if ((await countEvents(store.db)) > 0) {
  console.error('The database already holds events: seed an empty database (set DATABASE_URL to a new one).');
  await store.close();
  process.exit(1);
}
const started = performance.now();
const { commands, events } = await seedDemoSchool(store, scale);
const seconds = (performance.now() - started) / 1000;
console.log(
  `seeded ${JSON.stringify(scale)} on ${store.kind}: ${commands} commands, ${events} events in ${seconds.toFixed(2)} s ` +
    `(${Math.round(events / seconds)} events/s)`,
);
await store.close();
