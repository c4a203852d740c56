import {
  type AttendanceActionsEmitted,
  type AttendanceActionsEvent,
  attendanceActions,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import type { Toast } from 'primereact/toast';
import { type RefObject, useEffect, useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';

export interface AttendanceActionsApi {
  snapshot: SnapshotFrom<typeof attendanceActions>;
  send: (event: AttendanceActionsEvent) => void;
}

/**
 * The attendance actions machine with its call supplied by the screen: `perform` receives the
 * pending action's target and the reason, and runs the mutation (which answers the changed rows, so
 * Apollo's cache updates the list). Notices go to the screen's toast.
 */
export function useAttendanceActions<T>(
  perform: (target: T, reason: string) => Promise<unknown>,
  toast: RefObject<Toast | null>,
): AttendanceActionsApi {
  const machine = useMemo(
    () =>
      attendanceActions.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            try {
              await perform(input.target as T, input.reason);
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
        },
      }),
    [perform],
  );
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('notice', (e: AttendanceActionsEmitted) =>
      toast.current?.show({ severity: e.severity, summary: e.message, life: 3000 }),
    );
    return () => subscription.unsubscribe();
  }, [actor, toast]);
  return { snapshot, send };
}
