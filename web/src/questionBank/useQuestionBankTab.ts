import { useMutation } from '@apollo/client/react';
import { type QuestionBankTabEvent, questionBankTab } from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { dropCachedList } from '../shared/cachedLists';
import { errorMessage } from '../shared/graphqlErrors';
import { deleteQuestionsMutation, importQuestionsMutation } from './operations';

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
  const [importQuestions] = useMutation(importQuestionsMutation, { update });
  const machine = useMemo(
    () =>
      questionBankTab.provide({
        actions: {
          deleteQuestions: ({ context, self }) => {
            deleteQuestions({ variables: { ids: [...context.pendingIds] } }).then(
              () => self.send({ type: 'delete.succeeded' }),
              (error: unknown) => self.send({ type: 'delete.failed', message: errorMessage(error) }),
            );
          },
          uploadFile: ({ context, self }) => {
            const file = context.file as File;
            (async () => {
              const contentBase64 = await toBase64(file);
              const result = await importQuestions({
                variables: { format: context.format, fileName: file.name, contentBase64 },
              });
              return result.data?.importQuestions.added ?? 0;
            })().then(
              (added) => self.send({ type: 'import.succeeded', added }),
              // a refused file answers every error, one per line (导入提示 lists them)
              (error: unknown) =>
                self.send({ type: 'import.failed', errors: errorMessage(error).split('\n') }),
            );
          },
        },
      }),
    [deleteQuestions, importQuestions],
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
}
