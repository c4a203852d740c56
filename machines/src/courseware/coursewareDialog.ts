import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  COURSEWARE_LIMITS,
  type CoursewareDraft,
  coursewareDraftRefusal,
  extensionOf,
  isWareType,
  type WareFile,
  wareFileRefusal,
} from './coursewareRules';

/**
 * The courseware upload/edit dialog (spec section 5): fields, the chosen file's upload with its
 * progress, and the save. Changing the type clears the chosen file. The upload is a callback actor
 * (it reports progress and is cancelled with the dialog); the save is a promise actor; the screen
 * supplies both with `provide`.
 */

/** A file as the dialog keeps it once uploaded. */
export interface UploadedWare {
  url: string;
  fid: string;
  fileName: string;
  ext: string;
  size: number;
}

/** What the upload actor is given: the chosen file and the dialog's type. */
export interface WareUploadInput {
  file: File | { name: string; size: number };
  wareType: number;
}

export interface DialogFields {
  name: string;
  classifyId: string | null;
  wareType: number;
  description: string;
  isSync: number;
}

export interface CoursewareDialogContext {
  fields: DialogFields;
  file: UploadedWare | null;
  /** The courseware being edited; null when adding. */
  editingId: string | null;
  /** The file being uploaded: its name and the share sent so far (0–1). */
  uploading: { name: string; progress: number } | null;
  /** The refusal to show (a rule, the upload's or the save's message). */
  error: string | null;
  /** Session courseware has no category. */
  classifyOptional: boolean;
}

/** What the screen opens the dialog with. */
export interface OpenDialog {
  editingId?: string | null;
  fields?: Partial<DialogFields>;
  file?: UploadedWare | null;
  classifyOptional?: boolean;
}

export type CoursewareDialogEvent =
  | ({ type: 'dialog.open' } & OpenDialog)
  | { type: 'dialog.cancel' }
  | { type: 'field.change'; fields: Partial<Omit<DialogFields, 'wareType'>> }
  | { type: 'type.change'; wareType: number }
  | { type: 'file.choose'; file: File | { name: string; size: number } }
  | { type: 'upload.progress'; progress: number }
  | { type: 'upload.done'; file: UploadedWare }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.cancel' }
  | { type: 'save' };

const EMPTY_FIELDS: DialogFields = {
  name: '',
  classifyId: null,
  wareType: COURSEWARE_LIMITS.defaultType,
  description: '',
  isSync: COURSEWARE_LIMITS.defaultIsSync,
};

const initialContext = (): CoursewareDialogContext => ({
  fields: EMPTY_FIELDS,
  file: null,
  editingId: null,
  uploading: null,
  error: null,
  classifyOptional: false,
});

/** The draft the rules read. */
export const draftOf = (c: CoursewareDialogContext): CoursewareDraft => ({
  name: c.fields.name,
  classifyId: c.fields.classifyId ? Number(c.fields.classifyId) : undefined,
  type: c.fields.wareType,
  file: c.file ? { ext: c.file.ext, size: c.file.size } : undefined,
  isSync: c.fields.isSync,
  classifyOptional: c.classifyOptional,
});

/** Why a file cannot be uploaded for the dialog's type (format by name, then size), before sending it. */
export function chosenFileRefusal(
  wareType: number,
  file: { name: string; size: number },
): string | undefined {
  if (!isWareType(wareType)) return undefined;
  const chosen: WareFile = { ext: extensionOf(file.name), size: file.size };
  return wareFileRefusal(wareType, chosen)?.message;
}

export const coursewareDialogMachine = setup({
  types: {
    context: {} as CoursewareDialogContext,
    events: {} as CoursewareDialogEvent,
  },
  actors: {
    upload: fromCallback<CoursewareDialogEvent, WareUploadInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: '上传未接入' });
    }),
    save: fromPromise<unknown, { context: CoursewareDialogContext }>(() =>
      Promise.reject(new Error('保存未接入')),
    ),
  },
  guards: {
    isFileAcceptable: ({ context, event }) =>
      event.type === 'file.choose' && chosenFileRefusal(context.fields.wareType, event.file) === undefined,
    isDraftComplete: ({ context }) => coursewareDraftRefusal(draftOf(context)) === undefined,
  },
}).createMachine({
  id: 'coursewareDialog',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            ...initialContext(),
            fields: { ...EMPTY_FIELDS, ...event.fields },
            file: event.file ?? null,
            editingId: event.editingId ?? null,
            classifyOptional: event.classifyOptional ?? false,
          })),
        },
      },
    },
    editing: {
      on: {
        'dialog.cancel': 'closed',
        'field.change': {
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, ...event.fields },
            error: null,
          })),
        },
        // Changing the courseware type clears the chosen file (spec section 5).
        'type.change': {
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, wareType: event.wareType },
            file: null,
            error: null,
          })),
        },
        'file.choose': [
          {
            guard: 'isFileAcceptable',
            target: 'uploading',
            actions: assign(({ event }) => ({
              uploading: { name: event.file.name, progress: 0 },
              error: null,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              error: chosenFileRefusal(context.fields.wareType, event.file) ?? null,
            })),
          },
        ],
        save: [
          { guard: 'isDraftComplete', target: 'saving' },
          {
            actions: assign(({ context }) => ({
              error: coursewareDraftRefusal(draftOf(context))?.message ?? null,
            })),
          },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context, event }) => ({
          file: (event as Extract<CoursewareDialogEvent, { type: 'file.choose' }>).file,
          wareType: context.fields.wareType,
        }),
      },
      on: {
        'upload.progress': {
          actions: assign(({ context, event }) => ({
            uploading: context.uploading && { ...context.uploading, progress: event.progress },
          })),
        },
        'upload.done': {
          target: 'editing',
          actions: assign(({ event }) => ({ file: event.file, uploading: null })),
        },
        'upload.failed': {
          target: 'editing',
          actions: assign(({ event }) => ({ uploading: null, error: event.message })),
        },
        'upload.cancel': { target: 'editing', actions: assign({ uploading: null }) },
        'dialog.cancel': 'closed',
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ context }),
        onDone: 'closed',
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: (event.error as Error).message })),
        },
      },
    },
  },
});
