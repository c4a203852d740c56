import { useMutation } from '@apollo/client/react';
import {
  type PersistInput,
  QUESTION_MESSAGES,
  type QuestionFormEvent,
  type QuestionFormInput,
  questionForm,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import { addQuestionMutation, updateQuestionMutation } from './operations';
import { toInput } from './questionTypes';

export interface FormApi {
  snapshot: SnapshotFrom<typeof questionForm>;
  send: (event: QuestionFormEvent) => void;
  can: (event: QuestionFormEvent) => boolean;
}

/** The question form machine with its save wired to the add or update mutation. */
export function useQuestionForm(input: QuestionFormInput): FormApi {
  const [addQuestion] = useMutation(addQuestionMutation, { update: dropCachedList('myQuestions') });
  // The list is ordered by last change, so an edit moves the question too.
  const [updateQuestion] = useMutation(updateQuestionMutation, { update: dropCachedList('myQuestions') });
  const machine = useMemo(
    () =>
      questionForm.provide({
        actors: {
          persist: fromPromise<number, PersistInput>(async ({ input: { draft, questionId } }) => {
            const variables = { input: toInput(draft) };
            let result: { id: string } | undefined;
            try {
              result =
                questionId === null
                  ? (await addQuestion({ variables })).data?.addQuestion
                  : (await updateQuestion({ variables: { ...variables, id: String(questionId) } })).data
                      ?.updateQuestion;
            } catch (error) {
              throw new Error(errorMessage(error));
            }
            if (!result) throw new Error(QUESTION_MESSAGES.saveFailed);
            return Number(result.id);
          }),
        },
      }),
    [addQuestion, updateQuestion],
  );
  const [snapshot, send] = useMachine(machine, { input });
  return { snapshot, send, can: (event) => snapshot.can(event) };
}
