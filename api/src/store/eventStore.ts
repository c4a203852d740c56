import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EventsTable } from './schema';

export interface EventMeta {
  actorId: string | null;
  role: string | null;
  requestId: string | null;
}

export const systemMeta: EventMeta = { actorId: null, role: 'system', requestId: null };

export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export interface RecordedEvent<TType extends string = string, TData = unknown>
  extends NewEvent<TType, TData> {
  position: number;
  streamId: string;
  streamType: string;
  version: number;
  meta: EventMeta;
  recordedAt: number;
}

/** Another writer appended to the stream first. */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string) {
    super(`stream ${streamId} changed while the command ran`);
    this.name = 'ConcurrencyError';
  }
}

type Executor = Kysely<Database> | Transaction<Database>;

function toRecorded(row: Selectable<EventsTable>): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: Number(row.version),
    type: row.type,
    data: JSON.parse(row.data),
    meta: JSON.parse(row.meta) as EventMeta,
    recordedAt: Number(row.recorded_at),
  };
}

export async function readStream(db: Executor, streamId: string): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('stream_id', '=', streamId)
    .orderBy('version')
    .execute();
  return rows.map(toRecorded);
}

export async function readAll(db: Executor, afterPosition: number, limit: number): Promise<RecordedEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('position', '>', afterPosition)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map(toRecorded);
}

export async function countEvents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function isStreamVersionClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === '23505') return e.constraint === 'events_stream_version';
  return (
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' && /events\.stream_id, events\.version/.test(String(e.message))
  );
}

/**
 * Appends events after `expectedVersion` (the number of events the caller read, in this transaction).
 * The unique (stream_id, version) index is the concurrency check: had another writer appended since
 * the read, the first new version is taken and the append fails with ConcurrencyError. No separate
 * read of the stream's latest version is made (one statement per append fewer), and the recorded
 * events are built from what was written plus the positions the insert returns.
 */
export async function appendToStream(
  trx: Transaction<Database>,
  stream: { id: string; type: string },
  expectedVersion: number,
  events: readonly NewEvent[],
  meta: EventMeta,
  recordedAt: number,
): Promise<RecordedEvent[]> {
  if (events.length === 0) {
    // Nothing to write: the version is still checked, so a stale caller hears of it.
    const current = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.max<number>('version').as('v'))
      .where('stream_id', '=', stream.id)
      .executeTakeFirst();
    if (Number(current?.v ?? 0) !== expectedVersion) throw new ConcurrencyError(stream.id);
    return [];
  }
  const metaJson = JSON.stringify(meta);
  const rows = events.map((event, i) => ({
    stream_id: stream.id,
    stream_type: stream.type,
    version: expectedVersion + i + 1,
    type: event.type,
    data: JSON.stringify(event.data),
    meta: metaJson,
    recorded_at: recordedAt,
  }));
  try {
    const written = await trx.insertInto('events').values(rows).returning(['position', 'version']).execute();
    const positionOf = new Map(written.map((w) => [Number(w.version), Number(w.position)]));
    return events.map((event, i) => ({
      position: positionOf.get(expectedVersion + i + 1) ?? 0,
      streamId: stream.id,
      streamType: stream.type,
      version: expectedVersion + i + 1,
      type: event.type,
      // A copy, as a read would give: projections and callers never share the command's objects.
      data: JSON.parse(rows[i]?.data ?? 'null'),
      meta: JSON.parse(metaJson) as EventMeta,
      recordedAt,
    }));
  } catch (error) {
    if (isStreamVersionClash(error)) throw new ConcurrencyError(stream.id);
    throw error;
  }
}
