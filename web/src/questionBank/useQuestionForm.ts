import { useMutation } from '@apollo/client/react';
import {
  QUESTION_MESSAGES,
  type QuestionDraft,
  type QuestionFormEvent,
  type QuestionFormInput,
  questionForm,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
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
        actions: {
          persist: ({ context, self }) => {
            const save = async (draft: QuestionDraft, id: number | null) => {
              const variables = { input: toInput(draft) };
              const result =
                id === null
                  ? (await addQuestion({ variables })).data?.addQuestion
                  : (await updateQuestion({ variables: { ...variables, id: String(id) } })).data
                      ?.updateQuestion;
              if (!result) throw new Error(QUESTION_MESSAGES.saveFailed);
              return Number(result.id);
            };
            save(context.draft, context.questionId).then(
              (id) => self.send({ type: 'save.succeeded', id }),
              (error: unknown) => self.send({ type: 'save.failed', message: errorMessage(error) }),
            );
          },
        },
      }),
    [addQuestion, updateQuestion],
  );
  const [snapshot, send] = useMachine(machine, { input });
  return { snapshot, send, can: (event) => snapshot.can(event) };
}
