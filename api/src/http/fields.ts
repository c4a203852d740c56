import { COMMON_MESSAGES } from '@school/machines';
import { z } from 'zod';
import { storeInlineImages } from '../files/inlineImages';
import { sanitizePlainText, sanitizeRichText } from '../shared/richText';

/**
 * The one set of field builders every route's input is made of. Each field has one type and a sane
 * range, checked the same way whether it came as a JSON value, a query string or a form field:
 * integers are written as digits (never `true`, `"1e20"`, `1.5` or an array), ids fit the database's
 * integer columns, times lie within a few years of now, and text never carries a NUL character.
 */

/** Said, with the field's name, when a builder is given no message of its own (see `issueMessage`). */
export const FIELD_INVALID = '参数格式不正确';
export const NUL_REFUSED = '参数不能包含空字符';

/** The largest value of a 32-bit integer column (ids and small numbers on PostgreSQL). */
export const INT_COLUMN_MAX = 2_147_483_647;
/** Times (unix seconds) are accepted within this distance of now. */
export const TIME_WINDOW_SECONDS = 5 * 366 * 24 * 3600;
/** Longest plain text accepted in any field unless the field says otherwise. */
export const TEXT_MAX = 10_000;
/** Longest rich text (HTML) accepted in one field. */
export const RICH_TEXT_MAX = 500_000;

/**
 * What the published API description (OpenAPI, `openapi.ts`) says of a field: JSON Schema keywords
 * for the value a client sends, and the message a wrong value answers. Builders whose zod type is
 * `unknown` plus a transform set it, so the description tells the type and range the transform checks.
 */
export const INVALID_MESSAGE_KEY = 'x-invalid-message';
const described = <T extends z.ZodType>(schema: T, json: Record<string, unknown>, message: string): T => {
  const field = schema.meta({ ...json, [INVALID_MESSAGE_KEY]: message });
  (field.def as unknown as Record<symbol, boolean>)[BUILT] = true;
  return field;
};

/**
 * Marks the definition of a schema a builder below returns (see `isMadeOfBuilders`). Zod copies a
 * definition into the schemas derived from it (`.min()`, `.trim()`, `.refine()`), so they keep it.
 */
const BUILT = Symbol('field builder');

interface Node {
  def: {
    type: string;
    innerType: z.ZodType;
    in: z.ZodType;
    out: z.ZodType;
    shape: Record<string, z.ZodType>;
    element: z.ZodType;
    valueType: z.ZodType;
    options: z.ZodType[];
  };
}
/**
 * Whether every value a schema reads is read by a builder of this file: its leaves are builders,
 * inside objects, arrays, records, unions, optionals, defaults and transforms. Raw `z.string()`,
 * `z.number()` or `z.enum()` leaves are not, so their hostile values are not the builders' tables'.
 */
export function isMadeOfBuilders(schema: z.ZodType): boolean {
  const { def } = schema as unknown as Node;
  if ((def as unknown as Record<symbol, boolean>)[BUILT]) return true;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return isMadeOfBuilders(def.innerType);
    case 'pipe': // z.preprocess(fn, schema) reads with `out`; schema.transform(fn) reads with `in`
      return isMadeOfBuilders((def.in as unknown as Node).def.type === 'transform' ? def.out : def.in);
    case 'object':
      return Object.values(def.shape).every(isMadeOfBuilders);
    case 'array':
      return isMadeOfBuilders(def.element);
    case 'record':
      return isMadeOfBuilders(def.valueType);
    case 'union':
      return def.options.every(isMadeOfBuilders);
    case 'literal':
      return true;
    default:
      return false;
  }
}

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;
const DIGITS = /^-?\d{1,16}$/;

/** A number written as digits: a JS integer, or a string of digits alone (query strings and forms). */
const integerValue = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : undefined;
  if (typeof v === 'string' && DIGITS.test(v)) {
    const n = Number(v) || 0; // '-0' is 0
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
};

/** A finite decimal: a JS number, or a plain decimal string (no exponent, no hex, no spaces inside). */
const decimalValue = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && /^-?\d{1,15}(\.\d{1,6})?$/.test(v)) return Number(v);
  return undefined;
};

/** An integer in [min, max]; anything else (including an empty value) answers `message`. */
export const int = (min: number, max: number, message = FIELD_INVALID) =>
  described(
    z.unknown().transform((v, ctx) => {
      const n = integerValue(v);
      if (n === undefined || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return n;
    }),
    { type: 'integer', minimum: min, maximum: max },
    message,
  );

/** An integer in [min, max], or `undefined` when empty or absent. */
export const optionalInt = (min: number, max: number, message = FIELD_INVALID) =>
  described(
    z.preprocess((v) => (isEmpty(v) ? undefined : v), int(min, max, message).optional()),
    { type: 'integer', minimum: min, maximum: max },
    message,
  );

/** A positive id that fits an integer column. */
export const id = (message = FIELD_INVALID) => int(1, INT_COLUMN_MAX, message);
export const optionalId = (message = FIELD_INVALID) => optionalInt(1, INT_COLUMN_MAX, message);

/** One of a few integer codes (a type, a status, a 0/1 flag). */
export const oneOf = <const T extends readonly number[]>(values: T, message = FIELD_INVALID) =>
  described(
    int(Math.min(...values), Math.max(...values), message).refine((n) => values.includes(n), { message }),
    { type: 'integer', enum: [...values] },
    message,
  );
export const optionalOneOf = <const T extends readonly number[]>(values: T, message = FIELD_INVALID) =>
  described(
    z.preprocess((v) => (isEmpty(v) ? undefined : v), oneOf(values, message).optional()),
    { type: 'integer', enum: [...values] },
    message,
  );

/** A finite decimal in [min, max] (scores, where fractions make sense). */
export const decimal = (min: number, max: number, message = FIELD_INVALID) =>
  described(
    z.unknown().transform((v, ctx) => {
      const n = decimalValue(v);
      if (n === undefined || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return n;
    }),
    { type: 'number', minimum: min, maximum: max },
    message,
  );
export const optionalDecimal = (min: number, max: number, message = FIELD_INVALID) =>
  described(
    z.preprocess((v) => (isEmpty(v) ? undefined : v), decimal(min, max, message).optional()),
    { type: 'number', minimum: min, maximum: max },
    message,
  );

export const TIME_OUT_OF_RANGE = '时间超出范围（应在前后5年之内）';
/** Whether unix seconds lie within TIME_WINDOW_SECONDS of now (read at the edge, when parsed). */
export const isWithinTimeWindow = (seconds: number) =>
  Math.abs(seconds - Date.now() / 1000) <= TIME_WINDOW_SECONDS;

/** An instant in unix seconds within TIME_WINDOW_SECONDS of now. */
const UNIX_TIME = {
  type: 'integer',
  minimum: 0,
  description: 'Unix seconds, within 5 years of now (further off: 时间超出范围（应在前后5年之内）)',
};
export const unixTime = (message = FIELD_INVALID) =>
  described(
    int(0, Number.MAX_SAFE_INTEGER, message).refine(isWithinTimeWindow, { message: TIME_OUT_OF_RANGE }),
    UNIX_TIME,
    message,
  );
export const optionalUnixTime = (message = FIELD_INVALID) =>
  described(
    z.preprocess((v) => (isEmpty(v) ? undefined : v), unixTime(message).optional()),
    UNIX_TIME,
    message,
  );

/** An id the product made as a UUID (an import preview). */
export const uuid = (message = FIELD_INVALID) =>
  described(
    z.string({ error: message }).uuid({ error: message }),
    { type: 'string', format: 'uuid' },
    message,
  );

/**
 * A value whose shape depends on something the input does not say (an answer, by its question's type;
 * a drawing; a courseware record): read as it comes, and checked by the domain that knows the shape.
 */
export const payload = (description: string) => described(z.unknown(), { description }, FIELD_INVALID);

/** One of a few string codes (a sort order, a sort field, a kind). */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, message = FIELD_INVALID) =>
  described(z.enum(values, { error: message }), { type: 'string', enum: [...values] }, message);
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message = FIELD_INVALID,
) =>
  described(
    z.preprocess((v) => (isEmpty(v) ? undefined : v), choice(values, message).optional()),
    { type: 'string', enum: [...values] },
    message,
  );

/** A string of at most `max` characters without NUL; numbers, booleans and arrays are refused. */
export const text = (max = TEXT_MAX, message = FIELD_INVALID) =>
  described(
    z
      .string({ error: message })
      .max(max, { error: message })
      .refine((s) => !s.includes('\0'), { message: NUL_REFUSED }),
    { type: 'string', maxLength: max },
    message,
  );
/** Text that may be absent: empty, null and missing become `''`. */
export const optionalText = (max = TEXT_MAX, message = FIELD_INVALID) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), text(max, message));
/** A search filter: absent when empty. */
export const filterText = (max = 200, message = FIELD_INVALID) =>
  z.preprocess((v) => (isEmpty(v) ? undefined : v), text(max, message).optional());

/**
 * Rich text (HTML from the editor), cleaned on write: inline images moved into the files module,
 * then sanitised so only our markup and our files' images remain. Absent means `''`.
 */
export const richText = (max = RICH_TEXT_MAX, message = FIELD_INVALID) =>
  optionalText(max, message).transform(async (html) => sanitizeRichText(await storeInlineImages(html)));

/** Free text that is shown as text (names, remarks): no markup kept. Absent means `''`. */
export const plainText = (max = TEXT_MAX, message = FIELD_INVALID) =>
  optionalText(max, message).transform(sanitizePlainText);

/** Comma-joined ids in a path or a field, e.g. `ques/del/1,2,3` (at most `max` of them). */
export const idList = (message = FIELD_INVALID, max = 1000) =>
  described(
    z.unknown().transform((v, ctx) => {
      const parts = typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : [];
      const ids = parts.map(integerValue);
      if (
        ids.length === 0 ||
        ids.length > max ||
        !ids.every((n) => n !== undefined && n >= 1 && n <= INT_COLUMN_MAX)
      ) {
        ctx.addIssue({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return ids as number[];
    }),
    {
      type: 'string',
      pattern: '^[0-9]+(,[0-9]+)*$',
      description: `Comma-joined ids, at most ${max}`,
    },
    message,
  );

/** Ids as a JSON array, or comma-joined; empty means none. */
export const idArray = (message = FIELD_INVALID, max = 1000) =>
  z.preprocess(
    (v) => (isEmpty(v) ? [] : typeof v === 'string' ? v.split(',') : v),
    z.array(id(message), { error: message }).max(max, { error: message }),
  );

/**
 * A field the spec sends as a JSON string (ques_option, ques_item, question), accepted as that
 * string or as the already-parsed value.
 */
export function jsonField<T extends z.ZodType>(schema: T, message = '数据格式不正确') {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
  }, schema);
}

/**
 * The largest page size of the REST API (the spec's class time list asks for 999999, and the gateway's
 * internal "all rows" calls use it). GraphQL's page cap is smaller and its own: gateway/src/paging.ts.
 */
export const PAGE_LIMIT_MAX = 999_999;

export const paging = {
  page: described(
    z.preprocess((v) => (isEmpty(v) ? 1 : v), int(1, 1_000_000, '页码不正确')),
    { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Page number, from 1' },
    '页码不正确',
  ),
  limit: described(
    z.preprocess((v) => (isEmpty(v) ? 20 : v), int(1, PAGE_LIMIT_MAX, COMMON_MESSAGES.badPageSize)),
    { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, description: 'Rows per page' },
    COMMON_MESSAGES.badPageSize,
  ),
};

/**
 * The message a failed parse answers: the builder's own, or for a builder without one the field's
 * name (`参数格式不正确：ques_type`), so an integrator knows which field to fix.
 */
export function issueMessage(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return FIELD_INVALID;
  if (issue.message !== FIELD_INVALID && /[\u4e00-\u9fff]/.test(issue.message)) return issue.message;
  const path = issue.path.map(String).join('.');
  return path ? `${FIELD_INVALID}：${path}` : FIELD_INVALID;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  extra?: unknown;
}

export const paged = <T>(list: T[], total: number, page: number, limit: number, extra?: unknown): Page<T> =>
  extra === undefined ? { list, total, page, limit } : { list, total, page, limit, extra };
