import {
  type AttendanceActionsEmitted,
  type AttendanceActionsEvent,
  attendanceActions,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../../shared/graphqlErrors';

export interface LeaveActionsApi {
  snapshot: SnapshotFrom<typeof attendanceActions>;
  send: (event: AttendanceActionsEvent) => void;
  /** What the last action said (its success, or the server's refusal). */
  notice: AttendanceActionsEmitted | null;
}

/**
 * The attendance actions machine (confirm, optionally with a reason, then call) with the student's
 * call supplied here: asking leave takes a reason under the leave rule, cancelling only a confirmation.
 */
export function useLeaveActions<T>(
  perform: (target: T, reason: string) => Promise<unknown>,
): LeaveActionsApi {
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
  const [notice, setNotice] = useState<AttendanceActionsEmitted | null>(null);
  useEffect(() => {
    const subscription = actor.on('notice', setNotice);
    return () => subscription.unsubscribe();
  }, [actor]);
  return { snapshot, send, notice };
}
