import type { z } from 'zod';
import type {
  copiedQuestion,
  historicalHomework,
  homeworkAnonymity,
  homeworkClass,
  homeworkCopy,
  homeworkQuestion,
  homeworkRelease,
  homeworkRow,
  period,
  publishableCourse,
  publishButton,
} from './homework';

/** The REST answers of homework publishing and management, for clients in this repository (type-only). */
export type HomeworkRow = z.output<typeof homeworkRow>;
export type HistoricalHomework = z.output<typeof historicalHomework>;
export type PublishableCourse = z.output<typeof publishableCourse>;
export type Period = z.output<typeof period>;
export type HomeworkClass = z.output<typeof homeworkClass>;
export type HomeworkQuestion = z.output<typeof homeworkQuestion>;
export type HomeworkSubQuestion = HomeworkQuestion['ques_item'][number];
export type CopiedQuestion = z.output<typeof copiedQuestion>;
export type CopiedSubQuestion = CopiedQuestion['ques_item'][number];
export type HomeworkCopy = z.output<typeof homeworkCopy>;
export type PublishButton = z.output<typeof publishButton>;
export type HomeworkAnonymity = z.output<typeof homeworkAnonymity>;
export type HomeworkRelease = z.output<typeof homeworkRelease>;
