import { useMachine } from '@xstate/react';
import type { Toast } from 'primereact/toast';
import { type RefObject, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { errorMessage } from '../../shared/graphqlErrors';
import { confirmedAction } from './confirmedAction';

/**
 * The confirmed-action machine with the screen's call: `act` performs it for the target ids and
 * resolves with the success message; a failure becomes the server's message. Notices go to `toast`.
 */
export function useConfirmedAction(act: (ids: string[]) => Promise<string>, toast: RefObject<Toast | null>) {
  const machine = useMemo(
    () =>
      confirmedAction.provide({
        actors: {
          act: fromPromise(async ({ input }: { input: string[] }) => {
            try {
              return await act(input);
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
        },
      }),
    [act],
  );
  const [snapshot, send] = useMachine(machine);
  const { notice } = snapshot.context;
  useEffect(() => {
    if (notice) toast.current?.show({ severity: notice.tone, summary: notice.message, life: 2500 });
  }, [notice, toast]);
  return {
    snapshot,
    ask: (ids: string[]) => send({ type: 'action.ask', target: ids }),
    confirm: () => send({ type: 'action.confirm' }),
    cancel: () => send({ type: 'action.cancel' }),
    open: snapshot.matches('confirming') || snapshot.matches('running'),
    busy: snapshot.matches('running'),
  };
}
