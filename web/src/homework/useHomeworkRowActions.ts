import { useMutation } from '@apollo/client/react';
import { type HomeworkRowActionsEvent, homeworkRowActions } from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import { secondsToIso as toIso } from '../shared/schoolTime';
import { adjustDeadlineMutation, publishMoreMutation, recallMutation } from './operations';

export interface RowActionsApi {
  snapshot: SnapshotFrom<typeof homeworkRowActions>;
  send: (event: HomeworkRowActionsEvent) => void;
  actor: ReturnType<typeof useMachine<typeof homeworkRowActions>>[2];
}

/** The list's row actions machine, with its calls wired to the mutations. */
export function useHomeworkRowActions(): RowActionsApi {
  const refetchQueries = ['HomeworkList', 'HomeworkClasses'];
  const [publishMore] = useMutation(publishMoreMutation, { refetchQueries });
  const [adjustDeadline] = useMutation(adjustDeadlineMutation, { refetchQueries });
  const [recall] = useMutation(recallMutation, { refetchQueries });
  const machine = useMemo(() => {
    const answer = (self: { send: (e: HomeworkRowActionsEvent) => void }, call: Promise<unknown>) =>
      call.then(
        () => self.send({ type: 'action.done' }),
        (error: unknown) => self.send({ type: 'action.failed', message: errorMessage(error) }),
      );
    return homeworkRowActions.provide({
      actions: {
        publishMore: ({ self }, { hwId, classIds }) =>
          void answer(self, publishMore({ variables: { id: hwId, classIds: [...classIds] } })),
        saveDeadline: ({ self }, { hwId, endingTime }) =>
          void answer(self, adjustDeadline({ variables: { id: hwId, endingTime: toIso(endingTime) } })),
        recall: ({ self }, { hwId }) => void answer(self, recall({ variables: { id: hwId } })),
      },
    });
  }, [publishMore, adjustDeadline, recall]);
  const [snapshot, send, actor] = useMachine(machine);
  return { snapshot, send, actor };
}
