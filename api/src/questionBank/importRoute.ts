import { readFile } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { fileUrl } from '../files/fileUrl';
import { IMAGE_KINDS } from '../files/limits';
import { storeBytes } from '../files/storage';
import { filterText } from '../http/fields';
import type { UploadedFile } from '../http/multipart';
import { route } from '../http/route';
import { invalid, tooLarge } from '../shared/errors';
import type { Store } from '../store/store';
import { mayUseBank } from './bankAccess';
import { readExcelQuestions } from './import/excelImport';
import { type ImportedQuestion, importErrors } from './import/importFormat';
import { readWordQuestions } from './import/wordImport';
import { checkZip } from './import/zipGuard';
import { addQuestion } from './questionCommands';

/** Import files larger than this are refused before they are read. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_QUESTIONS = 500;
const IMPORT_TOO_LARGE = `导入文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB`;

const FORMATS = {
  1: {
    ext: '.docx',
    part: 'word/document.xml',
    wrongExt: '请上传.docx格式的Word文件',
    notDoc: '文件不是有效的Word文档',
  },
  2: {
    ext: '.xlsx',
    part: 'xl/workbook.xml',
    wrongExt: '请上传.xlsx格式的Excel文件',
    notDoc: '文件不是有效的Excel文档',
  },
} as const;

interface ImportFile {
  originalname: string;
  size: number;
  buffer: Buffer;
}

async function uploadedFile(
  files: readonly UploadedFile[],
  name: string | undefined,
  base64: string | undefined,
): Promise<ImportFile | undefined> {
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

/**
 * POST ques/import/{1|2}: multipart field `file` (or JSON `file_name` + `file_base64`), a .docx (1)
 * or .xlsx (2). All or nothing: every
 * question is read and checked first; any error adds nothing and answers 400 with every error, one
 * per line of `msg` (each naming its question), which the screen lists under 导入提示. Success
 * answers 导入成功 with how many were added.
 */
export function importRoute(store: Store): RequestHandler {
  return route({
    input: z.object({
      type: z.enum(['1', '2'], { error: '导入类型不正确' }),
      /** Without multipart (e.g. through the GraphQL gateway): the file as base64 in a JSON body. */
      file_name: filterText(255),
      file_base64: filterText(40 * 1024 * 1024),
    }),
    changes: true,
    upload: { maxFileBytes: IMPORT_MAX_BYTES, maxFiles: 1, tooLargeMessage: IMPORT_TOO_LARGE },
    success: '导入成功',
    handler: async ({ input, viewer, files, now, meta }) => {
      mayUseBank(viewer);
      const format = FORMATS[input.type === '1' ? 1 : 2];
      const file = await uploadedFile(files, input.file_name, input.file_base64);
      if (!file) throw invalid('请选择文件');
      if (!file.originalname.toLowerCase().endsWith(format.ext)) throw invalid(format.wrongExt);
      if (file.size > IMPORT_MAX_BYTES) throw tooLarge(IMPORT_TOO_LARGE);
      await checkZip(file.buffer, format.part, format.notDoc);

      let questions: ImportedQuestion[];
      let errors: string[];
      let images: { name: string; data: Buffer }[] = [];
      try {
        if (input.type === '1') {
          const read = await readWordQuestions(file.buffer);
          questions = read.questions;
          images = read.images;
          errors = importErrors(questions);
        } else {
          const read = await readExcelQuestions(file.buffer);
          questions = read.questions;
          errors = [...read.sheetErrors, ...importErrors(questions)];
        }
      } catch {
        throw invalid(format.notDoc);
      }
      if (questions.length === 0 && errors.length === 0) throw invalid('文件中没有题目');
      if (questions.length > IMPORT_MAX_QUESTIONS) throw invalid(`一次最多导入${IMPORT_MAX_QUESTIONS}道题`);
      if (errors.length > 0) throw invalid(errors.join('\n'));

      for (const image of images) {
        // The document names each image's type; the files module reads it from the bytes.
        const stored = fileUrl(await storeBytes(image.data, IMAGE_KINDS));
        if (!stored.endsWith(`/${image.name}`)) throw invalid(format.notDoc);
      }
      const ids: number[] = [];
      for (const q of questions) {
        ids.push(
          await addQuestion(store, {
            ownerId: viewer.id,
            isPublic: false,
            draft: q.draft,
            source: input.type === '1' ? 'import-docx' : 'import-xlsx',
            now,
            meta,
          }),
        );
      }
      return { added: ids.length, ids };
    },
  });
}
