import { allProjections, openAppStore } from '../modules';
import { rebuildProjections } from '../store/rebuild';

/** `npm run rebuild`: replays the whole log into fresh projection tables and prints the replay rate. */
const store = await openAppStore({ databaseUrl: process.env.DATABASE_URL });
const started = performance.now();
const { events } = await rebuildProjections(store);
const seconds = (performance.now() - started) / 1000;
console.log(
  `rebuilt ${allProjections.length} projections from ${events} events on ${store.kind} in ${seconds.toFixed(2)} s ` +
    `(${Math.round(events / seconds)} events/s)`,
);
await store.close();
