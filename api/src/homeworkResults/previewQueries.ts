import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { score } from './figures';
import type { ResultScope } from './scope';
import { paperOf } from './summary';

/**
 * Spec: hw/preview/{hwId} — the paper as published (name, is_set_score, questions with their answers
 * and analysis) and its counts and scores per question type; an unscored homework counts each
 * question as 1.
 */
export async function homeworkPreview(db: Kysely<Database>, scope: ResultScope) {
  const hw = scope.homework;
  const paper = await paperOf(db, Number(hw.id));
  const scored = Number(hw.is_set_score) === 2;
  const byType = new Map<number, { count: number; tenths: number }>();
  for (const q of paper.questions) {
    const t = byType.get(q.ques_type) ?? { count: 0, tenths: 0 };
    byType.set(q.ques_type, {
      count: t.count + 1,
      tenths: t.tenths + (scored ? Math.round(q.score * 10) : 10),
    });
  }
  return {
    id: Number(hw.id),
    name: hw.name,
    is_set_score: Number(hw.is_set_score),
    question_num: paper.questions.length,
    total_score: score([...byType.values()].reduce((s, t) => s + t.tenths, 0)),
    type_summary: [...byType].map(([type, t]) => ({
      type,
      type_name: QUES_TYPE_LABEL[type as BankQuesType] ?? String(type),
      count: t.count,
      score: score(t.tenths),
    })),
    question: paper.questions.map((q) => ({ ...q, score: scored ? q.score : 1 })),
  };
}
