import { useMutation } from '@apollo/client/react';
import {
  type PreviewChange,
  type QuestionBankTabEvent,
  questionBankTab,
  type UploadInput,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { QuestionInput } from '../generated/graphql';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import {
  changeImportPreviewMutation,
  commitImportPreviewMutation,
  deleteQuestionsMutation,
  previewImportMutation,
} from './operations';

export interface TabApi {
  snapshot: SnapshotFrom<typeof questionBankTab>;
  send: (event: QuestionBankTabEvent) => void;
}

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/** The ques tab's machine with deleting and uploading wired to the mutations. */
export function useQuestionBankTab(): TabApi {
  const update = dropCachedList('myQuestions');
  const [deleteQuestions] = useMutation(deleteQuestionsMutation, { update });
  const [previewImport] = useMutation(previewImportMutation);
  const [changePreview] = useMutation(changeImportPreviewMutation);
  const [commitPreview] = useMutation(commitImportPreviewMutation, { update });
  const machine = useMemo(
    () =>
      questionBankTab.provide({
        actors: {
          deleteQuestions: fromPromise<unknown, { ids: readonly string[] }>(async ({ input }) => {
            try {
              await deleteQuestions({ variables: { ids: [...input.ids] } });
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
          uploadFile: fromPromise<string, UploadInput>(async ({ input: { format, file } }) => {
            try {
              const contentBase64 = await toBase64(file as File);
              const result = await previewImport({
                variables: { format, fileName: file.name, contentBase64 },
              });
              return result.data?.previewQuestionImport.id ?? '';
            } catch (error) {
              // a refused file answers every error, one per line (导入提示 lists them)
              throw new Error(errorMessage(error));
            }
          }),
          changePreview: fromPromise<unknown, { previewId: string; change: PreviewChange }>(
            async ({ input: { previewId, change } }) => {
              try {
                await changePreview({
                  variables:
                    'drop' in change
                      ? { id: previewId, drops: [change.rowId] }
                      : {
                          id: previewId,
                          fixes: [{ rowId: change.rowId, question: change.fix as QuestionInput }],
                        },
                });
              } catch (error) {
                throw new Error(errorMessage(error));
              }
            },
          ),
          commitPreview: fromPromise<number, { previewId: string }>(async ({ input: { previewId } }) => {
            try {
              const result = await commitPreview({ variables: { id: previewId } });
              return result.data?.commitQuestionImportPreview.addedIds.length ?? 0;
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }),
        },
      }),
    [deleteQuestions, previewImport, changePreview, commitPreview],
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
}
