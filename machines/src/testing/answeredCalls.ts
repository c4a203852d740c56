import { type AnyEventObject, fromPromise } from 'xstate';

/** An invoked call's answer as a model's event: `xstate.done.actor.<id>` or `xstate.error.actor.<id>`. */
export const isCallAnswer = (event: { type: string }) => /^xstate\.(done|error)\.actor\./.test(event.type);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Calls that stay pending until the test answers them, for a machine under a generated path: provide
 * `call(...)` for each actor the machine invokes, and when the path takes an answer event, `answer`
 * settles the pending call with its `output` (done) or `error` (error) and lets the machine move on.
 */
export function answeredCalls() {
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const call = <TOutput, TInput>(record?: (input: TInput) => void) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      record?.(input);
      return new Promise<TOutput>((resolve, reject) => {
        pending = { resolve: resolve as (value: unknown) => void, reject };
      });
    });
  const answer = async (event: AnyEventObject) => {
    if (event.type.startsWith('xstate.done.actor.')) pending?.resolve(event.output);
    else pending?.reject(event.error);
    pending = undefined;
    await tick();
  };
  return { call, answer };
}
