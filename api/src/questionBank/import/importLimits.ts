import { availableParallelism } from 'node:os';
import { COMMON_MESSAGES, IMPORT_PREVIEW_MESSAGES } from '@school/machines';

/**
 * The limits of one import, in one place. A file is read in a worker thread within the budget; the
 * readers stop as soon as a count passes its limit, so a huge file costs no more than a full one.
 */
export const IMPORT_LIMITS = {
  /** Files larger than this are refused before they are read. */
  maxBytes: 10 * 1024 * 1024,
  maxQuestions: 500,
  /** Paragraphs of a Word file (table cells' included): far above 500 questions' worth. */
  maxWordParagraphs: 30_000,
  /** Mistakes listed in a refusal (a screenful); the rest are counted. */
  listedErrors: 20,
  budget: { timeMs: 30_000, memoryMb: 384 },
  /** Imports read at once: every core but the one that answers requests. */
  running: Math.max(1, availableParallelism() - 1),
  /** Imports that may wait for a turn; more are asked to come back later. */
  waiting: 8,
} as const;

export const IMPORT_MESSAGES = {
  tooLarge: `导入文件不能超过${IMPORT_LIMITS.maxBytes / 1024 / 1024}MB`,
  tooManyQuestions: `一次最多导入${IMPORT_LIMITS.maxQuestions}道题`,
  tooComplex: '导入文件内容过多，请拆分后再导入',
  busy: '导入的人较多，请稍后再试',
  noQuestions: IMPORT_PREVIEW_MESSAGES.noQuestions,
  noFile: COMMON_MESSAGES.chooseFile,
  /** The last line of a refusal that lists only the first mistakes. */
  moreErrors: (count: number) => `另有${count}处错误未列出`,
} as const;
