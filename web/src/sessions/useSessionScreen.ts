import { useMutation } from '@apollo/client/react';
import { type SessionScreenEmitted, type SessionScreenEvent, sessionScreen } from '@school/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import {
  askLeaveMutation,
  evaluateStudentMutation,
  reviewHandoutMutation,
  uploadHandoutMutation,
} from './operations';

export interface SessionScreenApi {
  snapshot: SnapshotFrom<typeof sessionScreen>;
  send: (event: SessionScreenEvent) => void;
}

/**
 * The session screen's action machine, its calls invoked as the mutations. Each mutation answers the
 * changed session or student, so Apollo's cache updates the screen without refetching it.
 */
export function useSessionScreen(
  sessionId: string,
  notify: (notice: Pick<SessionScreenEmitted, 'message' | 'severity'>) => void,
): SessionScreenApi {
  const [upload] = useMutation(uploadHandoutMutation);
  const [review] = useMutation(reviewHandoutMutation);
  const [evaluate] = useMutation(evaluateStudentMutation);
  const [leave] = useMutation(askLeaveMutation);
  const machine = useMemo(() => {
    const call = async (mutation: Promise<unknown>) => {
      try {
        await mutation;
      } catch (error) {
        throw new Error(errorMessage(error));
      }
    };
    return sessionScreen.provide({
      actors: {
        upload: fromPromise(({ input }) =>
          call(upload({ variables: { sessionId, fileName: input.fileName, fileBase64: input.fileBase64 } })),
        ),
        review: fromPromise(({ input }) =>
          call(review({ variables: { sessionId, approve: input.approve, remark: input.remark } })),
        ),
        evaluate: fromPromise(({ input }) =>
          call(evaluate({ variables: { sessionId, studentId: input.studentId, remark: input.remark } })),
        ),
        leave: fromPromise<unknown, undefined>(() => call(leave({ variables: { sessionId } }))),
      },
    });
  }, [sessionId, upload, review, evaluate, leave]);
  const [snapshot, send, actor] = useMachine(machine);
  useEffect(() => {
    const subscription = actor.on('notice', notify);
    return () => subscription.unsubscribe();
  }, [actor, notify]);
  return { snapshot, send };
}
