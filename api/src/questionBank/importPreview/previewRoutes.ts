import { randomUUID } from 'node:crypto';
import {
  explainImportPreviewRefusal,
  IMPORT_PREVIEW_LIFETIME,
  IMPORT_PREVIEW_MESSAGES,
  importPreviewStateOf,
} from '@school/machines';
import type { Router } from 'express';
import { z } from 'zod';
import * as contract from '../../contract/questionBank';
import { INT_COLUMN_MAX, idArray, int, jsonField, uuid } from '../../http/fields';
import { route } from '../../http/route';
import { conflict, notFound, refused } from '../../shared/errors';
import type { Store } from '../../store/store';
import { VERSION_CONFLICT } from '../../store/store';
import { mayUseBank } from '../bankAccess';
import { readPreviewOffThread } from '../import/runImport';
import { importFile, importInput, importUpload, storeImportImages } from '../importRoute';
import { checkKnowledgePoints } from '../knowledgePointCheck';
import { addQuestions } from '../questionCommands';
import { questionBody, toDraft } from '../questionInput';
import type { QuestionImportPreviewsTable } from '../tables';
import {
  changeRows,
  type PreviewView,
  previewAbilities,
  previewContext,
  type RowChange,
  rowView,
  type StoredPreviewRow,
} from './previewRows';

/** Seconds a preview lives after its last change: IMPORT_PREVIEW_LIFETIME_SECONDS, else the machine's. */
export function previewLifetime(): number {
  const configured = Number(process.env.IMPORT_PREVIEW_LIFETIME_SECONDS);
  return Number.isInteger(configured) && configured > 0 ? configured : IMPORT_PREVIEW_LIFETIME;
}

/** Expired previews are kept a day (to answer 已过期 rather than 不存在), then removed. */
const KEPT_AFTER_EXPIRY = 24 * 60 * 60;

const previewId = uuid(IMPORT_PREVIEW_MESSAGES.notFound);

const parseRows = (row: QuestionImportPreviewsTable) => JSON.parse(row.rows) as StoredPreviewRow[];

function view(row: QuestionImportPreviewsTable, now: number): PreviewView {
  const rows = parseRows(row);
  const status = importPreviewStateOf({
    committed: row.committed === 1,
    expiresAt: row.expires_at,
    now,
    rows: previewContext(rows).rows,
  });
  return {
    preview_id: row.preview_id,
    type: row.kind,
    status,
    expires_at: row.expires_at,
    rows: rows.filter((r) => !r.dropped).map(rowView),
    dropped: rows.filter((r) => r.dropped).length,
    ids: JSON.parse(row.added_ids) as number[],
    abilities: previewAbilities(status, rows),
  };
}

/**
 * The import preview calls (ques/import/preview, ques/import/commit): read a file into rows, fix or
 * drop rows, commit the ready rows all at once through the same command as ques/add. A preview is
 * its uploader's alone (anyone else's, or an unknown id, answers 404 导入预览不存在), lasts
 * `previewLifetime()` after its last change, and commits once; the lifecycle machine
 * (`importPreview` in machines) decides every refusal.
 */
export function importPreviewRoutes(router: Router, store: Store): void {
  const db = store.db;

  /** The caller's preview, with its lifecycle state now. */
  async function ownPreview(id: string, ownerId: number, now: number) {
    const row = await db
      .selectFrom('question_import_previews')
      .selectAll()
      .where('preview_id', '=', id)
      .executeTakeFirst();
    if (!row || row.owner_uid !== ownerId) throw notFound(IMPORT_PREVIEW_MESSAGES.notFound);
    return { row, view: view(row, now), rows: parseRows(row) };
  }

  router.post(
    '/ques/import/preview/:type',
    route({
      summary:
        'Read a Word (type 1) or Excel (type 2) file into a preview: each question with its errors, nothing added yet',
      input: z.object(importInput),
      changes: true,
      upload: importUpload,
      output: contract.importPreview,
      handler: async ({ input, viewer, files, now }) => {
        const ownerId = mayUseBank(viewer).id;
        const kind = input.type === '1' ? 1 : 2;
        const file = await importFile(kind, files, input);
        const read = await readPreviewOffThread({ kind, data: file.buffer });
        await storeImportImages(kind, read.images);
        const rows: StoredPreviewRow[] = read.questions.map((q, i) => ({
          row_id: i + 1,
          where: q.where,
          draft: q.draft,
          problems: q.problems,
          bad_answers: q.badAnswers,
          dropped: false,
        }));
        await db
          .deleteFrom('question_import_previews')
          .where('expires_at', '<', now - KEPT_AFTER_EXPIRY)
          .execute();
        const row: QuestionImportPreviewsTable = {
          preview_id: randomUUID(),
          owner_uid: ownerId,
          kind,
          rows: JSON.stringify(rows),
          version: 1,
          committed: 0,
          added_ids: '[]',
          expires_at: now + previewLifetime(),
          created_at: now,
          updated_at: now,
        };
        await db.insertInto('question_import_previews').values(row).execute();
        return view(row, now);
      },
    }),
  );

  router.get(
    '/ques/import/preview/:preview_id',
    route({
      summary: 'One of my import previews: its rows with their errors, and whether it may be committed',
      output: contract.importPreview,
      input: z.object({ preview_id: previewId }),
      handler: async ({ input, viewer, now }) =>
        (await ownPreview(input.preview_id, mayUseBank(viewer).id, now)).view,
    }),
  );

  router.put(
    '/ques/import/preview/:preview_id',
    route({
      summary:
        'Fix rows of my import preview (each replaced by a question in the form of ques/add) or drop rows; answers the rows checked again',
      input: z.object({
        preview_id: previewId,
        fixes: z.preprocess(
          (v) => (v === '' || v === null || v === undefined ? [] : v),
          jsonField(
            z
              .array(
                questionBody.extend({
                  row_id: int(0, INT_COLUMN_MAX, IMPORT_PREVIEW_MESSAGES.rowNotFound),
                }),
                {
                  error: '题目数据格式不正确',
                },
              )
              .max(500, { error: '题目数据格式不正确' }),
            '题目数据格式不正确',
          ),
        ),
        drops: idArray(IMPORT_PREVIEW_MESSAGES.rowNotFound, 500),
      }),
      changes: true,
      success: IMPORT_PREVIEW_MESSAGES.fixed,
      output: contract.importPreview,
      handler: async ({ input, viewer, now }) => {
        const { row, view: before, rows } = await ownPreview(input.preview_id, mayUseBank(viewer).id, now);
        const changes: RowChange[] = [
          ...input.fixes.map((fix): RowChange => ({ type: 'fix', rowId: fix.row_id, draft: toDraft(fix) })),
          ...input.drops.map((rowId): RowChange => ({ type: 'drop', rowId })),
        ];
        for (const change of changes)
          if (change.type === 'fix') await checkKnowledgePoints(db, change.draft.pointIds);
        const next = changeRows(before.status, rows, changes);
        const changed = {
          rows: JSON.stringify(next),
          version: row.version + 1,
          expires_at: now + previewLifetime(),
          updated_at: now,
        };
        const updated = await db
          .updateTable('question_import_previews')
          .set(changed)
          .where('preview_id', '=', row.preview_id)
          .where('version', '=', row.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw conflict(VERSION_CONFLICT);
        return view({ ...row, ...changed }, now);
      },
    }),
  );

  router.post(
    '/ques/import/commit/:preview_id',
    route({
      summary:
        'Commit my import preview: every kept row is added to my bank, or none while any has errors; once only',
      input: z.object({ preview_id: previewId }),
      changes: true,
      success: IMPORT_PREVIEW_MESSAGES.committedOk,
      output: contract.importCommit,
      handler: async ({ input, viewer, now, meta }) => {
        const ownerId = mayUseBank(viewer).id;
        const { row, view: before, rows } = await ownPreview(input.preview_id, ownerId, now);
        const refusal = explainImportPreviewRefusal(before.status, previewContext(rows), {
          type: 'preview.commit',
        });
        if (refusal) throw refused(refusal);
        const kept = rows.filter((r) => !r.dropped);
        // Claimed in the same transaction as the questions: a second commit (another tab, another
        // process) is refused, and a failure part-way leaves neither the claim nor any question.
        const ids = await addQuestions(
          store,
          kept.map((r) => r.draft),
          { ownerId, isPublic: false, source: row.kind === 1 ? 'import-docx' : 'import-xlsx', now, meta },
          async (trx, ids) => {
            const claimed = await trx
              .updateTable('question_import_previews')
              .set({
                committed: 1,
                version: row.version + 1,
                updated_at: now,
                added_ids: JSON.stringify(ids),
              })
              .where('preview_id', '=', row.preview_id)
              .where('version', '=', row.version)
              .where('committed', '=', 0)
              .executeTakeFirst();
            if (Number(claimed.numUpdatedRows) !== 1) throw conflict(IMPORT_PREVIEW_MESSAGES.committed);
          },
        );
        return { added: ids.length, ids, preview_id: row.preview_id };
      },
    }),
  );
}
