import type { RequestHandler } from 'express';
import { z } from 'zod';
import { route } from '../http/route';
import { invalid, tooLarge } from '../shared/errors';
import type { Store } from '../store/store';
import { mayUseBank } from './bankAccess';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './import/importLimits';
import { IMPORT_FORMATS } from './import/readImportFile';
import { readImportOffThread } from './import/runImport';
import { addQuestion } from './questionCommands';
import { saveUpload } from './uploads';

interface UploadedFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

function uploadedFile(
  files: unknown,
  name: string | undefined,
  base64: string | undefined,
): UploadedFile | undefined {
  const multipart = (Array.isArray(files) ? (files as Express.Multer.File[]) : []).find(
    (f) => f.fieldname === 'file',
  );
  if (multipart) return multipart;
  if (!name || !base64) return undefined;
  const buffer = Buffer.from(base64, 'base64');
  return { originalname: name, size: buffer.length, buffer };
}

/**
 * POST ques/import/{1|2}: multipart field `file` (or JSON `file_name` + `file_base64`), a .docx (1)
 * or .xlsx (2). All or nothing: the file is read and every question checked in a worker thread
 * (`runImport.ts`); any mistake adds nothing and answers 400 with the mistakes in `data.err` and one
 * per line of `msg` (each naming its question), which the screen lists under 导入提示. Success
 * answers 导入成功 with how many were added.
 */
export function importRoute(store: Store): RequestHandler {
  return route({
    input: z.object({
      type: z.enum(['1', '2'], { error: '导入类型不正确' }),
      /** Without multipart (e.g. through the GraphQL gateway): the file as base64 in a JSON body. */
      file_name: z.string().optional(),
      file_base64: z.string().optional(),
    }),
    success: '导入成功',
    handler: async ({ input, viewer, req, now, meta }) => {
      mayUseBank(viewer);
      const kind = input.type === '1' ? 1 : 2;
      const format = IMPORT_FORMATS[kind];
      const file = uploadedFile(req.files, input.file_name, input.file_base64);
      if (!file) throw invalid(IMPORT_MESSAGES.noFile);
      if (!file.originalname.toLowerCase().endsWith(format.ext)) throw invalid(format.wrongExt);
      if (file.size > IMPORT_LIMITS.maxBytes) throw tooLarge(IMPORT_MESSAGES.tooLarge);
      const read = await readImportOffThread({ kind, data: file.buffer });
      for (const image of read.images) await saveUpload('questions', image.name, Buffer.from(image.data));
      const ids: number[] = [];
      for (const draft of read.drafts) {
        ids.push(
          await addQuestion(store, {
            ownerId: viewer.id,
            isPublic: false,
            draft,
            source: kind === 1 ? 'import-docx' : 'import-xlsx',
            now,
            meta,
          }),
        );
      }
      return { added: ids.length, ids };
    },
  });
}
