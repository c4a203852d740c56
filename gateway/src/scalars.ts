import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateTime } from 'luxon';

/** The school's time zone: where GraphQL writes instants (REST carries unix seconds). */
export const SCHOOL_TIME_ZONE = process.env.SCHOOL_TIME_ZONE || 'Asia/Shanghai';

const invalid = (value: unknown) =>
  new GraphQLError(`DateTime must be an ISO-8601 string with offset, got ${JSON.stringify(value)}`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** Unix seconds (number) or an ISO string → ISO-8601 in the school's time zone, e.g. 2026-11-22T18:50:00+08:00. */
export function toIso(value: unknown): string {
  if (typeof value === 'number') {
    const fast = fastIsoOfSeconds(value);
    if (fast !== undefined) return fast;
  }
  const instant =
    typeof value === 'number'
      ? DateTime.fromSeconds(clampSeconds(value))
      : typeof value === 'string'
        ? DateTime.fromISO(value, { setZone: true })
        : DateTime.invalid('not a time');
  if (!instant.isValid) throw invalid(value);
  return instant.setZone(SCHOOL_TIME_ZONE).toISO({ suppressMilliseconds: true }) as string;
}

/**
 * Unix seconds → ISO without luxon on the hot path (a list of 50 rows writes 100 times; luxon's zone
 * formatting was the largest single cost of a GraphQL list): the school zone's offset is looked up once
 * per quarter hour of time (offsets change on whole minutes, at most once in a quarter hour) and the
 * digits are written by hand. Anything unusual (a bucket holding a change of offset, an offset with
 * seconds, a zero offset, a year outside 1000–9999) answers undefined and goes the luxon way.
 */
const BUCKET_MS = 15 * 60 * 1000;
const offsets = new Map<number, number | null>();

function offsetMinutesAt(ms: number): number | undefined {
  const bucket = Math.floor(ms / BUCKET_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    const start = DateTime.fromMillis(bucket * BUCKET_MS, { zone: SCHOOL_TIME_ZONE }).offset;
    const end = DateTime.fromMillis((bucket + 1) * BUCKET_MS - 1, { zone: SCHOOL_TIME_ZONE }).offset;
    offset = start === end && Number.isInteger(start) ? start : null;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(bucket, offset);
  }
  return offset ?? undefined;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function fastIsoOfSeconds(seconds: number): string | undefined {
  const ms = seconds * 1000;
  // 1000-01-01 .. 9999-12-31 (with a day to spare for the offset).
  if (!(ms > -30_610_137_600_000 && ms < 253_402_214_400_000)) return undefined;
  const offset = offsetMinutesAt(ms);
  // luxon writes a zero offset as Z or +00:00 depending on the zone: left to it.
  if (offset === undefined || offset === 0) return undefined;
  const local = new Date(ms + offset * 60_000);
  const year = local.getUTCFullYear();
  if (year < 1000 || year > 9999) return undefined;
  // luxon writes milliseconds when there are any: left to it.
  if (!Number.isInteger(ms) || local.getUTCMilliseconds() !== 0) return undefined;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
  return `${year}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}${zone}`;
}

/** Within the range a JS Date can hold (±8.64e12 s), with a day to spare for any zone's offset. */
const SECONDS_MAX = 8.64e12 - 86_400;

/**
 * A stored time out of range must not fail a whole list (a non-null field's error nulls its parents):
 * it is shown at the nearest representable instant instead. The API refuses such values on write.
 */
function clampSeconds(value: number): number {
  if (!Number.isFinite(value)) return value > 0 ? SECONDS_MAX : -SECONDS_MAX;
  return Math.min(SECONDS_MAX, Math.max(-SECONDS_MAX, value));
}

/** An ISO-8601 input; a time without offset is read in the school's time zone. */
function parseIso(value: unknown): string {
  if (typeof value !== 'string') throw invalid(value);
  const instant = DateTime.fromISO(value, { zone: SCHOOL_TIME_ZONE });
  if (!instant.isValid) throw invalid(value);
  return instant.toISO({ suppressMilliseconds: true }) as string;
}

/** ISO-8601 to unix seconds, for resolvers that pass a DateTime argument to REST. */
export function toUnixSeconds(iso: string): number {
  return Math.floor(DateTime.fromISO(iso).toSeconds());
}

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant as ISO-8601 with offset, in the school time zone.',
  serialize: toIso,
  parseValue: parseIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw invalid(ast.kind);
    return parseIso(ast.value);
  },
});

/**
 * A gradebook row's cells (schema/workbench.graphql, GradebookCells): the REST answer's four parallel
 * arrays handed over whole, one value instead of 160 completed one by one. Output only.
 */
export const GradebookCellsScalar = new GraphQLScalarType({
  name: 'GradebookCells',
  // The SDL's description (schema/workbench.graphql), word for word: the served schema takes this one.
  description: [
    "A gradebook row's cells, sent whole as one JSON object of four arrays, one entry per column in the",
    "columns' order: `status` (0 hidden while an anonymous homework grades, 1 not submitted, 2 waiting,",
    '3 graded), `value` (the score, or the rate in percent when unscored; null until graded), `report_id`',
    '(the report or exam paper the cell opens; null where none), `late` (1 when the work came in after the',
    'deadline). The same cells as `statuses`, `values`, `reportIds` and `late`, without one GraphQL value',
    'per cell.',
  ].join('\n'),
  serialize: (value) => value,
  parseValue() {
    throw new GraphQLError('GradebookCells is output only', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  parseLiteral() {
    throw new GraphQLError('GradebookCells is output only', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});
