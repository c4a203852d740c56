import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { SQLITE_PRAGMAS } from '../../api/src/store/database';
import type { Decider } from '../../api/src/store/decider';
import { systemMeta } from '../../api/src/store/eventStore';
import { openStore } from '../../api/src/store/store';
import type { Figure } from '../lib/report';
import type { BenchOptions } from './options';

type NoteEvent = { type: 'NoteTaken'; data: { id: number; text: string } };
const noteDecider: Decider<{ taken: boolean }, { id: number; text: string }, NoteEvent> = {
  streamType: 'note',
  initialState: () => ({ taken: false }),
  evolve: () => ({ taken: true }),
  decide: (command) => [{ type: 'NoteTaken', data: command }],
};

/**
 * Appends through the store (one event per command: read, fold, decide, append, commit) beside raw
 * inserts of the same rows into an equivalent better-sqlite3 table, both WAL with synchronous=FULL.
 */
export async function appendBenchmark({ seconds }: BenchOptions): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-append-'));
  try {
    const raw = rawInserts(join(dir, 'raw.db'), seconds);
    const store = await openStore({
      databaseUrl: `sqlite:${join(dir, 'store.db')}`,
      projections: [],
      migrations: [],
    });
    let n = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    while (performance.now() < until) {
      n += 1;
      await store.handle(noteDecider, `note-${n}`, { id: n, text: `note ${n}` }, systemMeta);
    }
    const perSecond = n / ((performance.now() - started) / 1000);
    await store.close();
    return [
      {
        benchmark: 'append',
        name: 'store appends (1 event per command)',
        value: perSecond,
        unit: 'events/s',
        baseline: { name: 'raw better-sqlite3 inserts', value: raw },
        target: { kind: 'min', value: 0.8, of: 'ratio' },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function rawInserts(path: string, seconds: number): number {
  const db = new SQLite(path);
  db.pragma(`journal_mode = ${SQLITE_PRAGMAS.journal_mode}`);
  db.pragma(`synchronous = ${SQLITE_PRAGMAS.synchronous}`);
  db.exec(`create table events (position integer primary key autoincrement, stream_id text not null,
    stream_type text not null, version integer not null, type text not null, data text not null,
    meta text not null, recorded_at integer not null, unique (stream_id, version));
    create index events_by_type on events (stream_type)`);
  const insert = db.prepare(
    'insert into events (stream_id, stream_type, version, type, data, meta, recorded_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const meta = JSON.stringify(systemMeta);
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  while (performance.now() < until) {
    n += 1;
    insert.run(
      `note-${n}`,
      'note',
      1,
      'NoteTaken',
      JSON.stringify({ id: n, text: `note ${n}` }),
      meta,
      Date.now(),
    );
  }
  const perSecond = n / ((performance.now() - started) / 1000);
  db.close();
  return perSecond;
}
