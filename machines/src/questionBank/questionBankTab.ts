import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';

/**
 * The ques tab of HomeworkManage: deleting the selected questions (asked first with 是否删除该题？)
 * and importing a Word or Excel file (the dialog with template links, the upload, and the alert
 * 导入提示 listing every error of a refused file), then the file's preview: each row 可导入 or with
 * its errors, fixed inline or dropped (asked first), and the commit. The calls are invoked actors the
 * screen supplies with `questionBankTab.provide({ actors: { deleteQuestions, uploadFile,
 * changePreview, commitPreview } })`: each resolves on success and rejects with an Error carrying the
 * message to show (a refused file: every error, one per line).
 */
export type ImportFormat = 'WORD' | 'EXCEL';

export interface ImportFile {
  name: string;
  size: number;
}

export interface TabNotice {
  message: string;
  tone: 'info' | 'error' | 'success';
}

export interface QuestionBankTabContext {
  pendingIds: readonly string[];
  format: ImportFormat;
  file: ImportFile | null;
  /** The errors of the last refused import, shown under 导入提示. */
  importErrors: readonly string[];
  notice: TabNotice | null;
  /** The file's preview once read. */
  previewId: string | null;
  /** The row being fixed, or asked to be dropped. */
  rowId: number | null;
  /** The fix being sent (the question form's value, as the screen holds it). */
  fix: unknown;
  /** Why the last change or commit of the preview was refused. */
  previewError: string | null;
}

/** A change of the preview: a row's question replaced, or a row dropped. */
export type PreviewChange = { rowId: number; fix: unknown } | { rowId: number; drop: true };

export type QuestionBankTabEvent =
  | { type: 'delete.ask'; ids: readonly string[] }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'import.open' }
  | { type: 'import.chooseFormat'; format: ImportFormat }
  | { type: 'import.chooseFile'; file: ImportFile | null }
  | { type: 'import.submit' }
  | { type: 'import.dismissErrors' }
  | { type: 'import.close' }
  | { type: 'import.reupload' }
  | { type: 'preview.edit'; rowId: number }
  | { type: 'preview.save'; fix: unknown }
  | { type: 'preview.cancel' }
  | { type: 'preview.askDrop'; rowId: number }
  | { type: 'preview.confirmDrop' }
  | { type: 'preview.commit' };

export const IMPORT_EXTENSION: Record<ImportFormat, string> = { WORD: '.docx', EXCEL: '.xlsx' };
/** The API's import limit; the file travels to the gateway as base64, within its request limit. */
export const WEB_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const TAB_MESSAGES = {
  confirmDelete: '是否删除该题？',
  nothingSelected: COMMON_MESSAGES.nothingSelected,
  deleted: COMMON_MESSAGES.deleted,
  chooseFile: COMMON_MESSAGES.chooseFile,
  tooLarge: '导入文件不能超过10MB',
  wrongExtension: (format: ImportFormat) =>
    format === 'WORD' ? '请上传.docx格式的Word文件' : '请上传.xlsx格式的Excel文件',
  imported: (added: number) => `导入成功，共添加${added}道题`,
} as const;

type Args = { context: QuestionBankTabContext; event: QuestionBankTabEvent };

/** Why a chosen file cannot be sent, or undefined when it can. */
export function fileRefusal(format: ImportFormat, file: ImportFile | null): string | undefined {
  if (!file) return TAB_MESSAGES.chooseFile;
  if (!file.name.toLowerCase().endsWith(IMPORT_EXTENSION[format])) return TAB_MESSAGES.wrongExtension(format);
  if (file.size > WEB_IMPORT_MAX_BYTES) return TAB_MESSAGES.tooLarge;
  return undefined;
}

export const questionBankTabGuards = {
  hasSelection: ({ event }: Args) => event.type === 'delete.ask' && event.ids.length > 0,
  isFileAcceptable: ({ context }: Args) => fileRefusal(context.format, context.file) === undefined,
};

const note = (message: string, tone: TabNotice['tone']): TabNotice => ({ message, tone });

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');
const notProvided = () => Promise.reject(new Error(COMMON_MESSAGES.failed));

/** What the upload sends: the chosen format and file (a browser `File` at the edge). */
export interface UploadInput {
  format: ImportFormat;
  file: ImportFile;
}

export const questionBankTab = setup({
  types: {
    context: {} as QuestionBankTabContext,
    events: {} as QuestionBankTabEvent,
  },
  actors: {
    deleteQuestions: fromPromise<unknown, { ids: readonly string[] }>(notProvided),
    /** Resolves with the id of the file's preview. */
    uploadFile: fromPromise<string, UploadInput>(notProvided),
    changePreview: fromPromise<unknown, { previewId: string; change: PreviewChange }>(notProvided),
    /** Resolves with the number of questions added. */
    commitPreview: fromPromise<number, { previewId: string }>(notProvided),
  },
  guards: {
    ...questionBankTabGuards,
    isFileRefused: not('isFileAcceptable'),
    wasFixing: ({ context }) => context.fix !== null,
  },
  actions: {
    holdIds: assign(({ event }) => {
      assertEvent(event, 'delete.ask');
      return { pendingIds: event.ids, notice: null };
    }),
    noteNothingSelected: assign({ notice: note(TAB_MESSAGES.nothingSelected, 'info') }),
    noteDeleted: assign({
      pendingIds: [] as readonly string[],
      notice: note(TAB_MESSAGES.deleted, 'success'),
    }),
    noteDeleteFailed: assign((_, params: { error: unknown }) => ({
      pendingIds: [] as readonly string[],
      notice: note(messageOf(params.error) || COMMON_MESSAGES.failed, 'error'),
    })),
    dropIds: assign({ pendingIds: [] as readonly string[] }),
    resetImport: assign({ file: null, importErrors: [] as readonly string[], notice: null }),
    chooseFormat: assign(({ event }) => {
      assertEvent(event, 'import.chooseFormat');
      return { format: event.format, file: null };
    }),
    chooseFile: assign(({ event }) => {
      assertEvent(event, 'import.chooseFile');
      return { file: event.file, notice: null };
    }),
    noteFileRefused: assign(({ context }) => ({
      notice: note(fileRefusal(context.format, context.file) ?? TAB_MESSAGES.chooseFile, 'error'),
    })),
    noteImported: assign((_, params: { added: number }) => ({
      file: null,
      notice: note(TAB_MESSAGES.imported(params.added), 'success'),
    })),
    holdErrors: assign((_, params: { error: unknown }) => ({
      importErrors: (messageOf(params.error) || COMMON_MESSAGES.failed).split('\n'),
    })),
    dropErrors: assign({ importErrors: [] as readonly string[] }),
    holdPreview: assign((_, params: { previewId: string }) => ({ previewId: params.previewId, file: null })),
    holdRow: assign(({ event }) => {
      assertEvent(event, ['preview.edit', 'preview.askDrop']);
      return { rowId: event.rowId, fix: null, previewError: null };
    }),
    holdFix: assign(({ event }) => {
      assertEvent(event, 'preview.save');
      return { fix: event.fix, previewError: null };
    }),
    dropRow: assign({ rowId: null, fix: null, previewError: null }),
    notePreviewError: assign((_, params: { error: unknown }) => ({
      previewError: messageOf(params.error) || COMMON_MESSAGES.failed,
    })),
    closePreview: assign({ previewId: null, rowId: null, fix: null, previewError: null }),
  },
}).createMachine({
  id: 'questionBankTab',
  context: {
    pendingIds: [],
    format: 'WORD',
    file: null,
    importErrors: [],
    notice: null,
    previewId: null,
    rowId: null,
    fix: null,
    previewError: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'delete.ask': [
          { guard: 'hasSelection', target: 'confirmingDelete', actions: 'holdIds' },
          { actions: 'noteNothingSelected' },
        ],
        'import.open': { target: 'choosingFile', actions: 'resetImport' },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'idle', actions: 'dropIds' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteQuestions',
        src: 'deleteQuestions',
        input: ({ context }) => ({ ids: context.pendingIds }),
        onDone: { target: 'idle', actions: 'noteDeleted' },
        onError: {
          target: 'idle',
          actions: { type: 'noteDeleteFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosingFile: {
      on: {
        'import.chooseFormat': { actions: 'chooseFormat' },
        'import.chooseFile': { actions: 'chooseFile' },
        'import.submit': [
          { guard: 'isFileRefused', actions: 'noteFileRefused' },
          { guard: 'isFileAcceptable', target: 'uploading' },
        ],
        'import.close': 'idle',
      },
    },
    uploading: {
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ format: context.format, file: context.file as ImportFile }),
        onDone: {
          target: 'previewing',
          actions: { type: 'holdPreview', params: ({ event }) => ({ previewId: event.output }) },
        },
        onError: {
          target: 'showingErrors',
          actions: { type: 'holdErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showingErrors: {
      on: {
        'import.dismissErrors': { target: 'choosingFile', actions: 'dropErrors' },
      },
    },
    /** The file's rows, each 可导入 or with its errors: fixed, dropped, then committed all at once. */
    previewing: {
      initial: 'browsing',
      on: {
        'import.close': { target: 'idle', actions: 'closePreview' },
      },
      states: {
        browsing: {
          on: {
            'preview.edit': { target: 'editing', actions: 'holdRow' },
            'preview.askDrop': { target: 'confirmingDrop', actions: 'holdRow' },
            'preview.commit': 'committing',
            'import.reupload': {
              target: '#questionBankTab.choosingFile',
              actions: ['closePreview', 'resetImport'],
            },
          },
        },
        editing: {
          on: {
            'preview.save': { target: 'saving', actions: 'holdFix' },
            'preview.cancel': { target: 'browsing', actions: 'dropRow' },
          },
        },
        confirmingDrop: {
          on: {
            'preview.confirmDrop': 'saving',
            'preview.cancel': { target: 'browsing', actions: 'dropRow' },
          },
        },
        saving: {
          invoke: {
            id: 'changePreview',
            src: 'changePreview',
            input: ({ context }) => ({
              previewId: context.previewId ?? '',
              change:
                context.fix === null
                  ? { rowId: context.rowId ?? 0, drop: true as const }
                  : { rowId: context.rowId ?? 0, fix: context.fix },
            }),
            onDone: { target: 'browsing', actions: 'dropRow' },
            // A refused fix returns to the form with what was typed; a refused drop to the table.
            onError: [
              {
                guard: 'wasFixing',
                target: 'editing',
                actions: { type: 'notePreviewError', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'browsing',
                actions: { type: 'notePreviewError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        committing: {
          invoke: {
            id: 'commitPreview',
            src: 'commitPreview',
            input: ({ context }) => ({ previewId: context.previewId ?? '' }),
            onDone: {
              target: '#questionBankTab.idle',
              actions: [
                'closePreview',
                { type: 'noteImported', params: ({ event }) => ({ added: event.output }) },
              ],
            },
            onError: {
              target: 'browsing',
              actions: { type: 'notePreviewError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
