import { COMMON_MESSAGES } from '@school/machines';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  decimal,
  FIELD_INVALID,
  filterText,
  INT_COLUMN_MAX,
  id,
  idArray,
  idList,
  int,
  NUL_REFUSED,
  oneOf,
  optionalDecimal,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalText,
  optionalUnixTime,
  PAGE_LIMIT_MAX,
  paging,
  plainText,
  TIME_OUT_OF_RANGE,
  text,
  unixTime,
} from './fields';

/**
 * Every input builder against the hostile values, each with its exact oracle: the value the builder
 * accepts, or the message it refuses with. A route's fields are made only of these builders (checked
 * over the route table in `fieldBuilders.test.ts`), so these tables are where hostile input is decided.
 */
type Outcome = { accepts: unknown } | { refuses: string };
const accepts = (value: unknown): Outcome => ({ accepts: value });
const refuses = (message = FIELD_INVALID): Outcome => ({ refuses: message });

async function outcomeOf(schema: z.ZodType, input: unknown): Promise<Outcome> {
  const parsed = await schema.safeParseAsync(input);
  return parsed.success ? { accepts: parsed.data } : { refuses: parsed.error.issues[0]?.message ?? '' };
}

/** The hostile values every builder is given, beside the values each table adds of its own. */
const HOSTILE = {
  fraction: 1.5,
  fractionText: '1.5',
  exponentText: '1e20',
  hexText: '0x10',
  spacedText: ' 1',
  boolean: true,
  array: [1],
  textArray: ['a'],
  object: { nested: 1 },
  pastIntColumn: INT_COLUMN_MAX + 1,
  pastIntColumnText: String(INT_COLUMN_MAX + 1),
  pastSafe: 2 ** 53 + 2,
  pastSafeText: '9007199254740993',
  huge: 1e300,
  negative: -1,
  zero: 0,
  nan: Number.NaN,
  infinity: Number.POSITIVE_INFINITY,
  nul: 'a\u0000b',
  empty: '',
  nil: null,
} as const;

type Table = readonly (readonly [label: string, input: unknown, outcome: Outcome])[];
const hostile = (outcomes: Partial<Record<keyof typeof HOSTILE, Outcome>>, otherwise: Outcome): Table =>
  (Object.keys(HOSTILE) as (keyof typeof HOSTILE)[]).map(
    (key) => [key, HOSTILE[key], outcomes[key] ?? otherwise] as const,
  );

function builderTable(name: string, schema: () => z.ZodType, table: Table) {
  describe(name, () => {
    it.each(table)('%s (%j)', async (_label, input, expected) => {
      expect(await outcomeOf(schema(), input)).toEqual(expected);
    });
  });
}

const now = Math.floor(Date.now() / 1000);
const sixYears = 6 * 366 * 86_400;

builderTable('id', () => id(), [
  ...hostile({}, refuses()),
  ['digits', '42', accepts(42)],
  ['a number', 42, accepts(42)],
  ['the largest id', INT_COLUMN_MAX, accepts(INT_COLUMN_MAX)],
  ['the largest id as digits', String(INT_COLUMN_MAX), accepts(INT_COLUMN_MAX)],
  ['undefined', undefined, refuses()],
]);

builderTable('id with its own message', () => id('作业不存在'), [
  ['a fraction', 1.5, refuses('作业不存在')],
  ['digits', '7', accepts(7)],
]);

builderTable('optionalId', () => optionalId(), [
  ...hostile({ empty: accepts(undefined), nil: accepts(undefined) }, refuses()),
  ['undefined', undefined, accepts(undefined)],
  ['digits', '3', accepts(3)],
]);

builderTable('int(0, 100)', () => int(0, 100), [
  ...hostile({ zero: accepts(0) }, refuses()),
  ['the top', '100', accepts(100)],
  ['past the top', 101, refuses()],
  ['a negative zero as text', '-0', accepts(0)],
]);

builderTable('int(-5, 5)', () => int(-5, 5), [
  ...hostile({ zero: accepts(0), negative: accepts(-1) }, refuses()),
  ['the bottom as text', '-5', accepts(-5)],
  ['past the bottom', -6, refuses()],
]);

builderTable('optionalInt(1, 10)', () => optionalInt(1, 10), [
  ...hostile({ empty: accepts(undefined), nil: accepts(undefined) }, refuses()),
  ['undefined', undefined, accepts(undefined)],
  ['a value', '10', accepts(10)],
]);

builderTable('oneOf([1, 2, 4])', () => oneOf([1, 2, 4]), [
  ...hostile({}, refuses()),
  ['a code', '4', accepts(4)],
  ['a gap between codes', 3, refuses()],
]);

builderTable('optionalOneOf([0, 1])', () => optionalOneOf([0, 1]), [
  ...hostile({ zero: accepts(0), empty: accepts(undefined), nil: accepts(undefined) }, refuses()),
  ['a code', '1', accepts(1)],
]);

builderTable('decimal(0, 100)', () => decimal(0, 100), [
  ...hostile({ fraction: accepts(1.5), fractionText: accepts(1.5), zero: accepts(0) }, refuses()),
  ['two places', '99.25', accepts(99.25)],
  ['the top', 100, accepts(100)],
  ['past the top', 100.01, refuses()],
  ['seven places', '1.0000001', refuses()],
]);

builderTable('optionalDecimal(0, 10)', () => optionalDecimal(0, 10), [
  ...hostile(
    {
      fraction: accepts(1.5),
      fractionText: accepts(1.5),
      zero: accepts(0),
      empty: accepts(undefined),
      nil: accepts(undefined),
    },
    refuses(),
  ),
]);

builderTable('unixTime', () => unixTime(), [
  ...hostile(
    {
      zero: refuses(TIME_OUT_OF_RANGE),
      pastIntColumn: refuses(TIME_OUT_OF_RANGE),
      pastIntColumnText: refuses(TIME_OUT_OF_RANGE),
    },
    refuses(),
  ),
  ['now', now, accepts(now)],
  ['now as digits', String(now), accepts(now)],
  ['six years ahead', now + sixYears, refuses(TIME_OUT_OF_RANGE)],
  ['six years ago', now - sixYears, refuses(TIME_OUT_OF_RANGE)],
  ['milliseconds', now * 1000, refuses(TIME_OUT_OF_RANGE)],
]);

builderTable('optionalUnixTime', () => optionalUnixTime(), [
  ...hostile(
    {
      empty: accepts(undefined),
      nil: accepts(undefined),
      zero: refuses(TIME_OUT_OF_RANGE),
      pastIntColumn: refuses(TIME_OUT_OF_RANGE),
      pastIntColumnText: refuses(TIME_OUT_OF_RANGE),
    },
    refuses(),
  ),
  ['now', String(now), accepts(now)],
]);

const textOutcomes = {
  fractionText: accepts('1.5'),
  exponentText: accepts('1e20'),
  hexText: accepts('0x10'),
  spacedText: accepts(' 1'),
  pastIntColumnText: accepts(String(INT_COLUMN_MAX + 1)),
  pastSafeText: accepts('9007199254740993'),
  nul: refuses(NUL_REFUSED),
};

/** Digits past five characters are too long for `text(5)`. */
const tooLongFor5 = { pastIntColumnText: refuses(), pastSafeText: refuses() };

builderTable('text(5)', () => text(5), [
  ...hostile({ ...textOutcomes, ...tooLongFor5, empty: accepts('') }, refuses()),
  ['five characters', '第一周作业', accepts('第一周作业')],
  ['six characters', '第一周的作业', refuses()],
]);

builderTable('optionalText(5)', () => optionalText(5), [
  ...hostile({ ...textOutcomes, ...tooLongFor5, empty: accepts(''), nil: accepts('') }, refuses()),
  ['undefined', undefined, accepts('')],
]);

builderTable('filterText', () => filterText(), [
  ...hostile({ ...textOutcomes, empty: accepts(undefined), nil: accepts(undefined) }, refuses()),
  ['a name', '张三', accepts('张三')],
]);

builderTable('plainText', () => plainText(), [
  ...hostile({ ...textOutcomes, empty: accepts(''), nil: accepts('') }, refuses()),
  ['markup', '<b>第一</b>周 <script>alert(1)</script>& <作业>', accepts('第一周 & <作业>')],
  ['escaped markup', '&lt;img src=x onerror=alert(1)&gt;A&B', accepts('A&B')],
]);

builderTable('idList', () => idList(), [
  ...hostile({ zero: refuses(), pastIntColumn: refuses() }, refuses()),
  ['one id', '4', accepts([4])],
  ['a number', 4, accepts([4])],
  ['ids', '1,2,3', accepts([1, 2, 3])],
  ['a fraction among ids', '1,2.5', refuses()],
  ['an empty part', '1,,2', refuses()],
  ['a trailing comma', '1,', refuses()],
]);

builderTable('idList of at most 2', () => idList(FIELD_INVALID, 2), [
  ['two', '1,2', accepts([1, 2])],
  ['three', '1,2,3', refuses()],
]);

builderTable('idArray', () => idArray(), [
  ...hostile(
    {
      empty: accepts([]),
      nil: accepts([]),
      array: accepts([1]),
      // A comma-joined string of one id is that id; these strings are no id.
      fractionText: refuses(),
    },
    refuses(),
  ),
  ['comma-joined', '1,2', accepts([1, 2])],
  ['a JSON array', [3, '4'], accepts([3, 4])],
  ['a fraction in an array', [1, 1.5], refuses()],
]);

describe('paging', () => {
  const page = () => paging.page;
  const limit = () => paging.limit;
  builderTable('page', page, [
    ...hostile({ empty: accepts(1), nil: accepts(1) }, refuses('页码不正确')),
    ['undefined', undefined, accepts(1)],
    ['a page', '3', accepts(3)],
  ]);
  builderTable('limit', limit, [
    ...hostile({ empty: accepts(20), nil: accepts(20) }, refuses(COMMON_MESSAGES.badPageSize)),
    ['undefined', undefined, accepts(20)],
    ['the largest page', String(PAGE_LIMIT_MAX), accepts(PAGE_LIMIT_MAX)],
  ]);
});
