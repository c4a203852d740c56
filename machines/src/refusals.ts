/**
 * Why an action is refused, and of which kind: `forbidden` (who is acting may not), `invalid` (a bad
 * choice in the request), `conflict` (the thing's state does not allow it now) or `not_found` (the
 * thing is not the actor's to know of). The API answers a refusal's kind as its HTTP status (403,
 * 400, 409, 404); screens show its message.
 */
export type RefusalKind = 'forbidden' | 'invalid' | 'conflict' | 'not_found';

export interface Refusal {
  kind: RefusalKind;
  message: string;
}

/** A rule: a guard, and the refusal a user hears when it does not hold. */
export interface Rule<TArgs> extends Refusal {
  holds: (args: TArgs) => boolean;
}

export const rule = <TArgs>(
  kind: RefusalKind,
  holds: (args: TArgs) => boolean,
  message: string,
): Rule<TArgs> => ({ kind, holds, message });

/** The first rule that does not hold, in the order a user should hear it. */
export function firstRefusal<TArgs>(rules: readonly Rule<TArgs>[], args: TArgs): Refusal | undefined {
  const broken = rules.find((r) => !r.holds(args));
  return broken && { kind: broken.kind, message: broken.message };
}

/** A guard that holds when every rule of a table holds: machines build their guards from the table. */
export const allHold =
  <TArgs>(rules: readonly Rule<TArgs>[]) =>
  (args: TArgs): boolean =>
    rules.every((r) => r.holds(args));

/** What a screen offers: shown at all, allowed now, and if not, why. */
export interface Ability {
  shown: boolean;
  allowed: boolean;
  reason: string | null;
}

/** An ability from the first refusal (or none). */
export const abilityOf = (shown: boolean, refusal: Refusal | undefined): Ability => ({
  shown,
  allowed: refusal === undefined,
  reason: refusal?.message ?? null,
});
