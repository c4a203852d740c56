import { z } from 'zod';

/**
 * The shapes every answer shares. An entity is written as the spec's fields (section 3 of the spec
 * files, under its names and types) and the product's extras beside them: `entity(spec, extras)`.
 * Objects are strict, so a field no schema declares fails the contract check instead of slipping
 * through, and an extra is marked `x-extra` in the published document.
 */

/** Marks a field the product adds: present in answers, but not named by the spec. */
export const EXTRA_KEY = 'x-extra';

/** One entity of an answer: the spec's fields, then the fields the product adds (marked as extras). */
export function entity<S extends z.ZodRawShape, E extends z.ZodRawShape = Record<never, never>>(
  spec: S,
  extras?: E,
) {
  const marked = Object.fromEntries(
    Object.entries(extras ?? {}).map(([name, field]) => [
      name,
      (field as z.ZodType).meta({ [EXTRA_KEY]: true }),
    ]),
  ) as unknown as E;
  return z.strictObject({ ...spec, ...marked } as S & E);
}

/** A record id (a positive integer). */
export const rowId = z.int().min(1);
/** A count of things: 0 or more. */
export const count = z.int().min(0);
/** A moment in Unix seconds. */
export const unixTime = z.int().min(0).describe('Unix seconds');
/** A duration in seconds. */
export const seconds = z.int().min(0).describe('Seconds');
/** A rate as an integer percentage (rate × 100, rounded). */
export const percentage = z.number().min(0).max(100).describe('Percentage, 0 to 100');
/** A score with one decimal. */
export const score = z.number().min(0).describe('A score, one decimal');
/** A yes/no code of the spec (1 or 2; which one means yes is said where it is used). */
export const code12 = z.int().min(1).max(2);
/** A flag the product adds: 0 or 1 (1 yes). */
export const flag01 = z.int().min(0).max(1);

/** What the viewer may do with a row, computed on the server: shown, allowed, and why not. */
export const ability = z.strictObject({
  shown: z.boolean(),
  allowed: z.boolean(),
  reason: z.string().nullable().describe('The refusal’s message when not allowed'),
});

/** One page of a list: `list`, `total` (rows in all pages), `page` (from 1), `limit`. */
export function page<T extends z.ZodType>(row: T) {
  return z.strictObject({
    list: z.array(row),
    total: count.describe('Rows in all pages'),
    page: z.int().min(1),
    limit: z.int().min(1),
  });
}

/** One page with figures the list adds beside its rows (`extra`). */
export function pageWithExtra<T extends z.ZodType, X extends z.ZodType>(row: T, extra: X) {
  return page(row).extend({ extra });
}
