import { readFile } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import * as contract from '../contract/questionBank';
import { fileUrl, IMAGE_KINDS, storeBytes } from '../files';
import { choice, filterText } from '../http/fields';
import type { UploadedFile } from '../http/multipart';
import { route } from '../http/route';
import { invalid, tooLarge } from '../shared/errors';
import type { Store } from '../store/store';
import { mayUseBank } from './bankAccess';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import/importLimits';
import { IMPORT_FORMATS, type ImportKind } from './import/readImportFile';
import { readImportOffThread } from './import/runImport';
import { addQuestions } from './questionCommands';

interface UploadedImport {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** The uploaded file of an import call: multipart `file`, or `file_name` + `file_base64` in JSON. */
export async function uploadedFile(
  files: readonly UploadedFile[],
  name: string | undefined,
  base64: string | undefined,
): Promise<UploadedImport | undefined> {
  const multipart = files.find((f) => f.field === 'file');
  if (multipart) {
    return {
      originalname: multipart.originalName,
      size: multipart.size,
      buffer: await readFile(multipart.path),
    };
  }
  if (!name || !base64) return undefined;
  const buffer = Buffer.from(base64, 'base64');
  return { originalname: name, size: buffer.length, buffer };
}

/** The body and upload limits every import call shares (the import, and its preview). */
export const importInput = {
  type: choice(['1', '2'], '导入类型不正确'),
  /** Without multipart (e.g. through the GraphQL gateway): the file as base64 in a JSON body. */
  file_name: filterText(255),
  file_base64: filterText(40 * 1024 * 1024),
};
export const importUpload = {
  maxFileBytes: IMPORT_LIMITS.maxBytes,
  maxFiles: 1,
  tooLargeMessage: IMPORT_MESSAGES.tooLarge,
};

/** The file of an import call, checked for its format's extension and size. */
export async function importFile(
  kind: ImportKind,
  files: readonly UploadedFile[],
  input: { file_name?: string; file_base64?: string },
): Promise<UploadedImport> {
  const format = IMPORT_FORMATS[kind];
  const file = await uploadedFile(files, input.file_name, input.file_base64);
  if (!file) throw invalid(IMPORT_MESSAGES.noFile);
  if (!file.originalname.toLowerCase().endsWith(format.ext)) throw invalid(format.wrongExt);
  if (file.size > IMPORT_LIMITS.maxBytes) throw tooLarge(IMPORT_MESSAGES.tooLarge);
  return file;
}

/** A document's images go to the files module, which reads each one's type from its bytes. */
export async function storeImportImages(
  kind: ImportKind,
  images: readonly { name: string; data: Uint8Array }[],
): Promise<void> {
  for (const image of images) {
    // The document names each image by its content; the files module reads its type from the bytes.
    const stored = fileUrl(await storeBytes(Buffer.from(image.data), IMAGE_KINDS));
    if (!stored.endsWith(`/${image.name}`)) throw invalid(IMPORT_FORMATS[kind].notDoc);
  }
}

/**
 * POST ques/import/{1|2}: multipart field `file` (or JSON `file_name` + `file_base64`), a .docx (1)
 * or .xlsx (2). All or nothing: the file is read and every question checked in a worker thread
 * (`runImport.ts`); any mistake adds nothing and answers 400 with the mistakes in `data.err` and one
 * per line of `msg` (each naming its question), which the screen lists under 导入提示. Success
 * answers 导入成功 with how many were added. A document's images go to the files module.
 */
export function importRoute(store: Store): RequestHandler {
  return route({
    summary: 'Import questions from a Word (type 1, .docx) or Excel (type 2, .xlsx) file, all or nothing',
    input: z.object(importInput),
    changes: true,
    upload: importUpload,
    success: '导入成功',
    output: contract.importResult,
    handler: async ({ input, viewer, files, now, meta }) => {
      mayUseBank(viewer);
      const kind = input.type === '1' ? 1 : 2;
      const file = await importFile(kind, files, input);
      const read = await readImportOffThread({ kind, data: file.buffer });
      await storeImportImages(kind, read.images);
      const ids = await addQuestions(store, read.drafts, {
        ownerId: viewer.id,
        isPublic: false,
        source: kind === 1 ? 'import-docx' : 'import-xlsx',
        now,
        meta,
      });
      return { added: ids.length, ids };
    },
  });
}
