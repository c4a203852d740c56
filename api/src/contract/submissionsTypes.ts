import type { z } from 'zod';
import type { myHomeworkRow, myReport, questionCorrection } from './submissions';

/** The REST answers about students' answers, for clients in this repository (type-only). */
export type MyHomeworkRow = z.output<typeof myHomeworkRow>;
export type MyReport = z.output<typeof myReport>;
export type QuestionCorrection = z.output<typeof questionCorrection>;
