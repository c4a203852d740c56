import { useMutation } from '@apollo/client/react';
import {
  type RubricEditorEvent,
  type RubricEditorInput,
  rubricEditor,
  type SaveRubricInput,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import { createRubricMutation, updateRubricMutation } from './operations';

export interface RubricEditorApi {
  snapshot: SnapshotFrom<typeof rubricEditor>;
  send: (event: RubricEditorEvent) => void;
  can: (event: RubricEditorEvent) => boolean;
}

/** The rubric editor machine with its save wired to the create or update mutation. */
export function useRubricEditor(input: RubricEditorInput): RubricEditorApi {
  const [create] = useMutation(createRubricMutation, { refetchQueries: ['Rubrics'] });
  const [update] = useMutation(updateRubricMutation);
  const machine = useMemo(
    () =>
      rubricEditor.provide({
        actors: {
          save: fromPromise<unknown, SaveRubricInput>(async ({ input: { rubricId, draft } }) => {
            const variables = {
              input: {
                title: draft.title,
                criteria: draft.criteria.map((c) => ({
                  name: c.name,
                  levels: c.levels.map((l) => ({ ...l })),
                })),
              },
            };
            try {
              if (rubricId === null) await create({ variables });
              else await update({ variables: { ...variables, id: String(rubricId) } });
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
        },
      }),
    [create, update],
  );
  const [snapshot, send] = useMachine(machine, { input });
  return { snapshot, send, can: (event) => snapshot.can(event) };
}
