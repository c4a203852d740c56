import type { QuestionDraft } from '@school/machines';
import { AppError, invalid } from '../../shared/errors';
import { readExcelQuestions } from './excelImport';
import { type ImportedQuestion, importErrors } from './importFormat';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from './importLimits';
import { checkWordSize, readWordQuestions, WORD_DOCUMENT } from './wordImport';
import { checkZip } from './zipGuard';
import { openZipParts } from './zipParts';

/** ques/import/{1|2}: 1 a Word file, 2 an Excel file. */
export type ImportKind = 1 | 2;

export const IMPORT_FORMATS = {
  1: {
    ext: '.docx',
    part: WORD_DOCUMENT,
    wrongExt: '请上传.docx格式的Word文件',
    notDoc: '文件不是有效的Word文档',
  },
  2: {
    ext: '.xlsx',
    part: 'xl/workbook.xml',
    wrongExt: '请上传.xlsx格式的Excel文件',
    notDoc: '文件不是有效的Excel文档',
  },
} as const satisfies Record<ImportKind, object>;

export interface ImportFile {
  kind: ImportKind;
  data: Uint8Array;
  /** Read for a preview: each question with its own mistakes, instead of refusing the file. */
  preview?: boolean;
}

/** What an import adds once every question passed: the drafts, and the images they show. */
export interface ReadImport {
  drafts: QuestionDraft[];
  images: { name: string; data: Uint8Array }[];
}

/**
 * A refusal listing the file's mistakes, each its own string in `data.err` (the spec's shape) and
 * one per line in `msg`: the first screenful, then how many more there are.
 */
export function mistakesRefusal(errors: readonly string[]): AppError {
  const listed = errors.slice(0, IMPORT_LIMITS.listedErrors);
  const rest = errors.length - listed.length;
  const err = rest > 0 ? [...listed, IMPORT_MESSAGES.moreErrors(rest)] : listed;
  return new AppError('invalid', err.join('\n'), { err, err_total: errors.length });
}

/** A file read for a preview: every question as read, with where it came from and its problems. */
export interface ReadPreview {
  questions: ImportedQuestion[];
  images: { name: string; data: Uint8Array }[];
}

/** What the import worker answers: a file read to import at once, or to preview. */
export function readImportTask(file: ImportFile): Promise<ReadImport | ReadPreview> {
  return file.preview ? readImportPreview(file) : readImportFile(file);
}

/**
 * Reads an import file for a preview: the file itself must be a readable document with questions
 * (a wrong sheet layout still refuses it), but each question's mistakes stay with that question.
 */
export async function readImportPreview({ kind, data }: ImportFile): Promise<ReadPreview> {
  const format = IMPORT_FORMATS[kind];
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await checkZip(buffer, format.part, format.notDoc);
  const parts = await openZipParts(buffer);
  try {
    const read =
      kind === 1
        ? await readWord(parts, buffer)
        : await readExcelQuestions(parts, IMPORT_LIMITS.maxQuestions).then((r) => ({ ...r, images: [] }));
    if (read.sheetErrors.length > 0) throw mistakesRefusal(read.sheetErrors);
    if (read.questions.length === 0) throw invalid(IMPORT_MESSAGES.noQuestions);
    if (read.questions.length > IMPORT_LIMITS.maxQuestions) throw invalid(IMPORT_MESSAGES.tooManyQuestions);
    return { questions: read.questions, images: read.images };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(format.notDoc);
  } finally {
    parts.close();
  }
}

/**
 * Checks and reads an import file, all or nothing: any mistake refuses the whole file. Runs in a
 * worker thread (`importWorker.ts`); every refusal is an AppError with the words the user sees.
 */
export async function readImportFile({ kind, data }: ImportFile): Promise<ReadImport> {
  const format = IMPORT_FORMATS[kind];
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  await checkZip(buffer, format.part, format.notDoc);
  const parts = await openZipParts(buffer);
  try {
    const read =
      kind === 1
        ? await readWord(parts, buffer)
        : await readExcelQuestions(parts, IMPORT_LIMITS.maxQuestions).then((r) => ({ ...r, images: [] }));
    const errors = [...read.sheetErrors, ...importErrors(read.questions)];
    if (read.questions.length === 0 && errors.length === 0) throw invalid(IMPORT_MESSAGES.noQuestions);
    if (read.questions.length > IMPORT_LIMITS.maxQuestions) throw invalid(IMPORT_MESSAGES.tooManyQuestions);
    if (errors.length > 0) throw mistakesRefusal(errors);
    return { drafts: read.questions.map((q) => q.draft), images: read.images };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(format.notDoc);
  } finally {
    parts.close();
  }
}

async function readWord(parts: Awaited<ReturnType<typeof openZipParts>>, buffer: Buffer) {
  await checkWordSize(parts, {
    maxQuestions: IMPORT_LIMITS.maxQuestions,
    maxParagraphs: IMPORT_LIMITS.maxWordParagraphs,
  });
  const read = await readWordQuestions(buffer);
  return { questions: read.questions, images: read.images, sheetErrors: [] as string[] };
}
