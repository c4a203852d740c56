import { useMutation } from '@apollo/client/react';
import { type HomeworkRowActionsEvent, homeworkRowActions } from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import { secondsToIso as toIso } from '../shared/schoolTime';
import { adjustDeadlineMutation, publishMoreMutation, recallMutation } from './operations';

export interface RowActionsApi {
  snapshot: SnapshotFrom<typeof homeworkRowActions>;
  send: (event: HomeworkRowActionsEvent) => void;
  actor: ReturnType<typeof useMachine<typeof homeworkRowActions>>[2];
}

/**
 * The list's row actions machine, its calls invoked as the mutations. Each mutation answers the
 * changed row, so Apollo's cache updates the list without refetching it.
 */
export function useHomeworkRowActions(): RowActionsApi {
  const [publishMore] = useMutation(publishMoreMutation);
  const [adjustDeadline] = useMutation(adjustDeadlineMutation);
  const [recall] = useMutation(recallMutation);
  const machine = useMemo(() => {
    const call = async (mutation: Promise<unknown>) => {
      try {
        await mutation;
      } catch (error) {
        throw new Error(errorMessage(error));
      }
    };
    return homeworkRowActions.provide({
      actors: {
        publishMore: fromPromise(({ input: { hwId, classIds } }) =>
          call(publishMore({ variables: { id: hwId, classIds: [...classIds] } })),
        ),
        saveDeadline: fromPromise(({ input: { hwId, endingTime } }) =>
          call(adjustDeadline({ variables: { id: hwId, endingTime: toIso(endingTime) } })),
        ),
        recall: fromPromise(({ input: { hwId } }) => call(recall({ variables: { id: hwId } }))),
      },
    });
  }, [publishMore, adjustDeadline, recall]);
  const [snapshot, send, actor] = useMachine(machine);
  return { snapshot, send, actor };
}
