import { type Kysely, sql } from 'kysely';
import type { QuestionSnapshot } from '../homework';
import { homeworkQuestions } from '../homework';
import type { Database } from '../store/schema';
import { type AnswerKey, answerKeys, isSubjective } from '../submissions';
import type { ResultScope } from './scope';
import { SUMMARY_COUNTERS } from './tables';

type Counter = (typeof SUMMARY_COUNTERS)[number];
export type Summary = Record<Counter, number>;

/** The live counters of a scope: one row for the whole homework, or the sum of its classes' rows. */
export async function summaryOf(db: Kysely<Database>, scope: ResultScope): Promise<Summary> {
  const row = await db
    .selectFrom('result_summary')
    .select(SUMMARY_COUNTERS.map((c) => sql<number>`coalesce(sum(${sql.ref(c)}), 0)`.as(c)))
    .where('hw_id', '=', Number(scope.homework.id))
    .where('class_id', 'in', scope.summaryClassIds)
    .executeTakeFirst();
  return Object.fromEntries(SUMMARY_COUNTERS.map((c) => [c, Number(row?.[c] ?? 0)])) as Summary;
}

/** An answerable question with its place in the paper (a material question's sub-questions carry their parent). */
export interface PaperItem extends AnswerKey {
  sort: number;
  stem: string;
  options: { id: number; content: string; is_right: number }[];
  analysis: string;
  rightAnswer: string;
  parentId: number | null;
  parentStem: string | null;
}

export interface Paper {
  questions: QuestionSnapshot[];
  items: PaperItem[];
  /** Full scores in tenths: total, objective, subjective. */
  fullTenths: number;
  objectiveFullTenths: number;
  subjectiveFullTenths: number;
  objectiveCount: number;
  subjectiveCount: number;
}

const tenths = (value: number) => Math.round(value * 10);

/** The homework's paper: its questions as published, and its answerable items in order. */
export async function paperOf(db: Kysely<Database>, hwId: number): Promise<Paper> {
  const questions = (await homeworkQuestions(db, [hwId])).map((q) => q.question);
  const items: PaperItem[] = [];
  for (const q of questions) {
    const parts =
      q.ques_type === 6 ? q.ques_item.map((i) => ({ item: i, parent: q })) : [{ item: q, parent: null }];
    for (const { item, parent } of parts) {
      const [key] = answerKeys([
        { ...item, facility_value: 0, remark: '', ques_item: [] } as QuestionSnapshot,
      ]);
      if (!key) continue;
      items.push({
        ...key,
        sort: items.length + 1,
        stem: item.ques_stem,
        options: item.ques_option,
        analysis: item.ques_analysis,
        rightAnswer: item.right_answer,
        parentId: parent ? parent.id : null,
        parentStem: parent ? parent.ques_stem : null,
      });
    }
  }
  const subjective = items.filter(isSubjective);
  const objective = items.filter((i) => !isSubjective(i));
  const sum = (list: PaperItem[]) => list.reduce((s, i) => s + tenths(i.score), 0);
  return {
    questions,
    items,
    fullTenths: sum(items),
    objectiveFullTenths: sum(objective),
    subjectiveFullTenths: sum(subjective),
    objectiveCount: objective.length,
    subjectiveCount: subjective.length,
  };
}

/** Option letters from option ids (1 is A). */
export const lettersOf = (answer: string) =>
  answer
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => String.fromCharCode(64 + Number(part)))
    .join(',');
