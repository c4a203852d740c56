import { and, assign, getNextSnapshot, setup } from 'xstate';
import { type Ability, abilityOf, type Refusal } from '../refusals';

/**
 * A question import's preview (ques/import/preview): the file's questions are read into rows, each
 * ready (可导入) or with its errors. The owner fixes rows (a fix replaces the row's question and is
 * checked again by the question form's rules) or drops them, then commits all ready rows at once.
 * A preview is its uploader's alone, lasts IMPORT_PREVIEW_LIFETIME seconds after its last change,
 * and commits once. States: none → (uploaded) hasErrors / ready → committed, or expired.
 */

/** Seconds a preview lives after its upload or last change (the API may be given another for tests). */
export const IMPORT_PREVIEW_LIFETIME = 30 * 60;

/** A row as the preview's lifecycle sees it: kept and ready, kept with errors, or dropped. */
export type PreviewRow = 'ready' | 'hasErrors' | 'dropped';

export interface ImportPreviewContext {
  rows: PreviewRow[];
}

export const IMPORT_PREVIEW_MESSAGES = {
  notFound: '导入预览不存在',
  noQuestions: '文件中没有题目',
  expired: '导入预览已过期，请重新上传文件',
  committed: '导入预览已导入，不能重复导入',
  rowNotFound: '预览中没有这道题',
  keepOne: '至少保留一道题，可重新上传文件',
  hasErrors: (count: number) => `还有${count}道题有错误，请修改或删除后再导入`,
  ready: '可导入',
  fixed: '修改成功',
  committedOk: '导入成功',
  confirmDrop: '确定要删除这道题吗？删除后不会导入',
} as const;

export type ImportPreviewEvent =
  /** The file is read: one row per question, ready or with errors. */
  | { type: 'preview.upload'; rows: PreviewRow[] }
  /** Replace a row's question; `valid` says whether the new question passes the form's rules. */
  | { type: 'preview.fix'; row: number; valid: boolean; byOther?: boolean }
  | { type: 'preview.drop'; row: number; byOther?: boolean }
  | { type: 'preview.commit'; byOther?: boolean }
  /** The preview's lifetime passes without a change. */
  | { type: 'clock.expire' };

export type ImportPreviewStateValue = 'none' | 'hasErrors' | 'ready' | 'committed' | 'expired';

const kept = (rows: readonly PreviewRow[]) => rows.filter((r) => r !== 'dropped');
const withErrors = (rows: readonly PreviewRow[]) => rows.filter((r) => r === 'hasErrors').length;

/** The rows after an accepted fix or drop. */
export function previewRowsAfter(rows: readonly PreviewRow[], event: ImportPreviewEvent): PreviewRow[] {
  if (event.type === 'preview.fix')
    return rows.map((r, i) => (i === event.row ? (event.valid ? 'ready' : 'hasErrors') : r));
  if (event.type === 'preview.drop') return rows.map((r, i) => (i === event.row ? 'dropped' : r));
  if (event.type === 'preview.upload') return [...event.rows];
  return [...rows];
}

/**
 * Why an event is refused in a state, in the order a user hears it; undefined when accepted.
 * Another user's preview is answered as missing whatever its state (it is not theirs to know of).
 */
export function explainImportPreviewRefusal(
  state: ImportPreviewStateValue,
  context: ImportPreviewContext,
  event: ImportPreviewEvent,
): Refusal | undefined {
  if (event.type === 'preview.upload')
    return state === 'none' && event.rows.length > 0
      ? undefined
      : { kind: 'invalid', message: IMPORT_PREVIEW_MESSAGES.noQuestions };
  if (state === 'none') return { kind: 'not_found', message: IMPORT_PREVIEW_MESSAGES.notFound };
  if (event.type === 'clock.expire')
    return state === 'hasErrors' || state === 'ready'
      ? undefined
      : { kind: 'conflict', message: IMPORT_PREVIEW_MESSAGES.expired };
  if (event.byOther) return { kind: 'not_found', message: IMPORT_PREVIEW_MESSAGES.notFound };
  if (state === 'expired') return { kind: 'conflict', message: IMPORT_PREVIEW_MESSAGES.expired };
  if (state === 'committed') return { kind: 'conflict', message: IMPORT_PREVIEW_MESSAGES.committed };
  if (event.type === 'preview.commit') {
    const count = withErrors(context.rows);
    return count > 0 ? { kind: 'invalid', message: IMPORT_PREVIEW_MESSAGES.hasErrors(count) } : undefined;
  }
  const row = context.rows[event.row];
  if (row === undefined || row === 'dropped')
    return { kind: 'not_found', message: IMPORT_PREVIEW_MESSAGES.rowNotFound };
  if (event.type === 'preview.drop' && kept(context.rows).length <= 1)
    return { kind: 'invalid', message: IMPORT_PREVIEW_MESSAGES.keepOne };
  return undefined;
}

/** The state a preview's rows put it in while it is open. */
export const openPreviewState = (rows: readonly PreviewRow[]): 'hasErrors' | 'ready' =>
  withErrors(rows) > 0 ? 'hasErrors' : 'ready';

const accepted =
  (state: ImportPreviewStateValue) =>
  ({ context, event }: { context: ImportPreviewContext; event: ImportPreviewEvent }) =>
    explainImportPreviewRefusal(state, context, event) === undefined;

export const importPreview = setup({
  types: {
    context: {} as ImportPreviewContext,
    events: {} as ImportPreviewEvent,
  },
  actions: {
    applyChange: assign({ rows: ({ context, event }) => previewRowsAfter(context.rows, event) }),
  },
  guards: {
    mayUpload: accepted('none'),
    mayChangeFaulty: accepted('hasErrors'),
    mayChangeReady: accepted('ready'),
    mayCommit: accepted('ready'),
    changeLeavesErrors: ({ context, event }) =>
      openPreviewState(previewRowsAfter(context.rows, event)) === 'hasErrors',
  },
}).createMachine({
  id: 'importPreview',
  context: { rows: [] },
  initial: 'none',
  states: {
    none: {
      on: {
        'preview.upload': [
          { guard: and(['mayUpload', 'changeLeavesErrors']), target: 'hasErrors', actions: 'applyChange' },
          { guard: 'mayUpload', target: 'ready', actions: 'applyChange' },
        ],
      },
    },
    hasErrors: {
      on: {
        'preview.fix': [
          {
            guard: and(['mayChangeFaulty', 'changeLeavesErrors']),
            target: 'hasErrors',
            actions: 'applyChange',
          },
          { guard: 'mayChangeFaulty', target: 'ready', actions: 'applyChange' },
        ],
        'preview.drop': [
          {
            guard: and(['mayChangeFaulty', 'changeLeavesErrors']),
            target: 'hasErrors',
            actions: 'applyChange',
          },
          { guard: 'mayChangeFaulty', target: 'ready', actions: 'applyChange' },
        ],
        'clock.expire': { target: 'expired' },
      },
    },
    ready: {
      on: {
        'preview.fix': [
          {
            guard: and(['mayChangeReady', 'changeLeavesErrors']),
            target: 'hasErrors',
            actions: 'applyChange',
          },
          { guard: 'mayChangeReady', target: 'ready', actions: 'applyChange' },
        ],
        'preview.drop': [
          {
            guard: and(['mayChangeReady', 'changeLeavesErrors']),
            target: 'hasErrors',
            actions: 'applyChange',
          },
          { guard: 'mayChangeReady', target: 'ready', actions: 'applyChange' },
        ],
        'preview.commit': { guard: 'mayCommit', target: 'committed' },
        'clock.expire': { target: 'expired' },
      },
    },
    committed: { type: 'final' },
    expired: { type: 'final' },
  },
});

/** A stored preview's state: committed, expired (past its time), else by its rows. */
export function importPreviewStateOf(preview: {
  committed: boolean;
  expiresAt: number;
  now: number;
  rows: readonly PreviewRow[];
}): Exclude<ImportPreviewStateValue, 'none'> {
  if (preview.committed) return 'committed';
  if (preview.now >= preview.expiresAt) return 'expired';
  return openPreviewState(preview.rows);
}

/** The state after an event, for the API's decisions (throws when the machine refuses it). */
export function importPreviewStateAfter(
  state: ImportPreviewStateValue,
  context: ImportPreviewContext,
  event: ImportPreviewEvent,
): ImportPreviewStateValue {
  const snapshot = importPreview.resolveState({ value: state, context });
  if (!snapshot.can(event)) throw new Error(`import preview ${state} refuses ${event.type}`);
  return getNextSnapshot(importPreview, snapshot, event).value as ImportPreviewStateValue;
}

export interface ImportPreviewAbilities {
  /** 导入: all kept rows ready. */
  commit: Ability;
  /** Fix and drop rows: while the preview is open. */
  change: Ability;
}

export const importPreviewAbilities = (
  state: ImportPreviewStateValue,
  context: ImportPreviewContext,
): ImportPreviewAbilities => {
  const isOpen = state === 'hasErrors' || state === 'ready';
  return {
    commit: abilityOf(isOpen, explainImportPreviewRefusal(state, context, { type: 'preview.commit' })),
    change: abilityOf(
      isOpen,
      state === 'expired'
        ? { kind: 'conflict', message: IMPORT_PREVIEW_MESSAGES.expired }
        : state === 'committed'
          ? { kind: 'conflict', message: IMPORT_PREVIEW_MESSAGES.committed }
          : undefined,
    ),
  };
};
