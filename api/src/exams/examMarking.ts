import { FILL_BLANK_TYPE, isSubjectiveExamType } from '@school/machines';
import type { QuestionMark, SavedAnswer } from './attempt';
import type { PaperQuestion, PaperSection } from './exam';

/**
 * Marking at submit, pure: choice questions are right when they pick exactly the right options (no
 * partial credit); a fill-in-the-blank question earns an equal share of its score for each blank
 * whose answer is one of the accepted answers (trimmed, case-insensitive); short-answer and material
 * questions wait for a reviewer.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

export const isSubjectiveQuestion = (q: Pick<PaperQuestion, 'ques_type'>) =>
  isSubjectiveExamType(q.ques_type);
export const paperQuestions = (sections: readonly PaperSection[]) => sections.flatMap((s) => s.questions);
export const hasSubjectiveQuestions = (sections: readonly PaperSection[]) =>
  paperQuestions(sections).some(isSubjectiveQuestion);

const sameAnswer = (given: string, accepted: string) =>
  given.trim().toLowerCase() === accepted.trim().toLowerCase();

export function markQuestion(q: PaperQuestion, saved: SavedAnswer | undefined): QuestionMark {
  const none: QuestionMark = { question_id: q.question_id, status: 3, score: 0 };
  const answer = saved?.answer;
  if (q.ques_type === FILL_BLANK_TYPE) {
    const given = Array.isArray(answer) ? answer : [];
    if (!given.some((a) => a.trim() !== '')) return none;
    const right = q.blanks.filter((b, i) => b.answers.some((a) => sameAnswer(given[i] ?? '', a))).length;
    const all = right === q.blanks.length;
    return {
      question_id: q.question_id,
      status: all ? 1 : 2,
      score: round1((q.score * right) / q.blanks.length),
    };
  }
  if (isSubjectiveQuestion(q)) {
    const text = typeof answer === 'string' ? answer.replace(/<[^>]*>|&nbsp;/g, '').trim() : '';
    return text === '' ? none : { question_id: q.question_id, status: 4, score: null };
  }
  if (typeof answer !== 'string' || answer.trim() === '') return none;
  const chosen = answer.split(',').map(Number);
  const rightIds = q.ques_option.filter((o) => o.is_right === 1).map((o) => o.id);
  const right = chosen.length === rightIds.length && rightIds.every((id) => chosen.includes(id));
  return { question_id: q.question_id, status: right ? 1 : 2, score: right ? q.score : 0 };
}

export function markPaper(sections: readonly PaperSection[], answers: Record<string, SavedAnswer>) {
  const marks = paperQuestions(sections).map((q) => markQuestion(q, answers[String(q.question_id)]));
  const objectiveScore = round1(marks.reduce((sum, m) => sum + (m.score ?? 0), 0));
  return { marks, objectiveScore };
}
