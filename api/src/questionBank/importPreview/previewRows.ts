import {
  explainImportPreviewRefusal,
  type ImportPreviewAbilities,
  type ImportPreviewContext,
  type ImportPreviewEvent,
  type ImportPreviewStateValue,
  importPreviewAbilities,
  type PreviewRow,
  type QuestionDraft,
} from '@school/machines';
import { refused } from '../../shared/errors';
import { questionErrors, rowErrorText } from '../import/importFormat';
import { type RestOption, type RestSubQuestion, toRestItems, toRestOptions } from '../restShape';

/** A row of a preview as stored (the `rows` JSON of `question_import_previews`). */
export interface StoredPreviewRow {
  /** The question's place in the file, from 1; fixes and drops name it. */
  row_id: number;
  /** Where it came from: 第3题, or 单选题 第4行. */
  where: string;
  draft: QuestionDraft;
  /** Problems found while reading the file; a fix replaces the question and clears them. */
  problems: string[];
  bad_answers?: string[];
  dropped: boolean;
}

/** A question of a preview in the question form's shape (the fields of ques/add). */
export interface PreviewQuestion {
  ques_type: number | null;
  ques_stem: string;
  ques_option: RestOption[];
  right_answer: string;
  ques_analysis: string;
  facility_value: number | null;
  remark: string;
  ques_item: RestSubQuestion[];
  point_ids: number[];
}

/** A kept row as the preview shows it: its question, and its errors (none: 可导入). */
export interface PreviewRowView {
  row_id: number;
  where: string;
  /** 1 ready (可导入), 2 has errors. */
  status: 1 | 2;
  err: string[];
  question: PreviewQuestion;
}

export interface PreviewView {
  preview_id: string;
  /** 1 Word, 2 Excel. */
  type: number;
  /** The preview's lifecycle state (hasErrors, ready, committed, expired). */
  status: Exclude<ImportPreviewStateValue, 'none'>;
  /** Unix seconds. */
  expires_at: number;
  /** Kept rows in the file's order. */
  rows: PreviewRowView[];
  /** How many rows were dropped. */
  dropped: number;
  /** The questions a commit added (empty before). */
  ids: number[];
  abilities: ImportPreviewAbilities;
}

/** A row's errors: the same rules, and messages, as the question form. */
export const rowErrors = (row: StoredPreviewRow): string[] =>
  questionErrors({ draft: row.draft, problems: row.problems, badAnswers: row.bad_answers }).map((e) =>
    rowErrorText('', e),
  );

export const previewQuestion = (draft: QuestionDraft): PreviewQuestion => ({
  ques_type: draft.quesType,
  ques_stem: draft.stem,
  ques_option: toRestOptions(draft.options),
  right_answer: draft.rightAnswer,
  ques_analysis: draft.analysis,
  facility_value: draft.facilityValue,
  remark: draft.remark,
  ques_item: toRestItems(draft.items),
  point_ids: draft.pointIds,
});

export function rowView(row: StoredPreviewRow): PreviewRowView {
  const err = rowErrors(row);
  return {
    row_id: row.row_id,
    where: row.where,
    status: err.length > 0 ? 2 : 1,
    err,
    question: previewQuestion(row.draft),
  };
}

/** The rows as the lifecycle machine sees them. */
export const previewContext = (rows: readonly StoredPreviewRow[]): ImportPreviewContext => ({
  rows: rows.map(
    (r): PreviewRow => (r.dropped ? 'dropped' : rowErrors(r).length > 0 ? 'hasErrors' : 'ready'),
  ),
});

/** A fix or a drop of stored rows, named by row_id. */
export type RowChange =
  | { type: 'fix'; rowId: number; draft: QuestionDraft }
  | { type: 'drop'; rowId: number };

/**
 * Applies fixes and drops in order, each asked of the lifecycle machine first (a missing or dropped
 * row, dropping the last kept one, a closed preview): the first refusal refuses the whole change.
 */
export function changeRows(
  state: ImportPreviewStateValue,
  rows: readonly StoredPreviewRow[],
  changes: readonly RowChange[],
): StoredPreviewRow[] {
  let next = [...rows];
  for (const change of changes) {
    const index = next.findIndex((r) => r.row_id === change.rowId);
    const fixed: StoredPreviewRow | undefined =
      change.type === 'fix' && index >= 0
        ? { ...(next[index] as StoredPreviewRow), draft: change.draft, problems: [], bad_answers: undefined }
        : undefined;
    const event: ImportPreviewEvent =
      change.type === 'fix'
        ? { type: 'preview.fix', row: index, valid: fixed ? rowErrors(fixed).length === 0 : false }
        : { type: 'preview.drop', row: index };
    const refusal = explainImportPreviewRefusal(state, previewContext(next), event);
    if (refusal) throw refused(refusal);
    next = next.map((r, i) => (i !== index ? r : (fixed ?? { ...r, dropped: true })));
  }
  return next;
}

export const previewAbilities = (state: ImportPreviewStateValue, rows: readonly StoredPreviewRow[]) =>
  importPreviewAbilities(state, previewContext(rows));
