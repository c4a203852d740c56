/** A guard paired with the message a user hears when it does not hold. */
export type Refusal<TArgs> = readonly [guard: (args: TArgs) => boolean, message: string];

export function firstRefusal<TArgs>(refusals: readonly Refusal<TArgs>[], args: TArgs): string | undefined {
  return refusals.find(([guard]) => !guard(args))?.[1];
}
