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
  const instant =
    typeof value === 'number'
      ? DateTime.fromSeconds(clampSeconds(value))
      : typeof value === 'string'
        ? DateTime.fromISO(value, { setZone: true })
        : DateTime.invalid('not a time');
  if (!instant.isValid) throw invalid(value);
  return instant.setZone(SCHOOL_TIME_ZONE).toISO({ suppressMilliseconds: true }) as string;
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
