import type { ExamQuestionType, MyExamAnswerInput, QuestionType } from '../../generated/graphql';
import { isMarkedByHand } from '../../shared/question/questionTypes';
import { type DraftAnswer, draftOf, htmlOfText, isAnswered } from '../homework/answerCodec';

/** An exam question's answer: a homework-like answer, or a fill-in-the-blank question's blanks. */
export type ExamAnswer = DraftAnswer | { blanks: string[] };

/** What the student holds for one question of the paper: the answer and the flag for review. */
export interface ExamDraft {
  answer: ExamAnswer;
  flagged: boolean;
}

export const FILL_BLANK: ExamQuestionType = 'FILL_BLANK';
export const MATERIAL: ExamQuestionType = 'MATERIAL';

/** The answer sheet's type of a paper question (a bank type); a fill-in-the-blank question has none. */
export const sheetType = (quesType: ExamQuestionType): QuestionType | null =>
  quesType === FILL_BLANK ? null : quesType;

/** Short-answer and material questions are answered in words (one text for a whole material question). */
export const isWrittenType = (quesType: ExamQuestionType) => isMarkedByHand(quesType);

/** A saved question of the attempt as a draft. */
export function examDraftOf(q: {
  quesType: ExamQuestionType;
  answer: string;
  blanks: readonly string[];
  blankCount: number;
  flagged: boolean;
}): ExamDraft {
  if (q.quesType === FILL_BLANK)
    return {
      answer: { blanks: Array.from({ length: q.blankCount }, (_, i) => q.blanks[i] ?? '') },
      flagged: q.flagged,
    };
  if (isWrittenType(q.quesType)) {
    // An exam paper keeps a written answer as rich text, not as the homework's {content, images}.
    const saved = q.answer.trim() === '' ? '' : JSON.stringify({ content: q.answer });
    return { answer: draftOf('SHORT_ANSWER', saved), flagged: q.flagged };
  }
  return { answer: draftOf('SINGLE_CHOICE', q.answer), flagged: q.flagged };
}

/** A draft as the save call takes it. */
export function examAnswerInput(number: number, draft: ExamDraft): MyExamAnswerInput {
  const { answer, flagged } = draft;
  if ('blanks' in answer) return { number, blanks: answer.blanks, flagged };
  if ('optionIds' in answer) return { number, optionIds: answer.optionIds, flagged };
  return { number, content: htmlOfText(answer.text), flagged };
}

/** Whether a draft answers its question: an option, some text, or a blank filled. */
export const isExamAnswered = (draft: ExamDraft | undefined): boolean => {
  if (!draft) return false;
  const { answer } = draft;
  if ('blanks' in answer) return answer.blanks.some((b) => b.trim() !== '');
  return isAnswered(answer);
};

/**
 * Milliseconds left of an attempt: the server's `remaining` seconds when it answered, counted down on
 * the browser's monotonic clock from when the answer arrived (`receivedAt`, `now`: performance.now()),
 * so a wrong or changed clock on the phone does not move the end. Null without a limit.
 */
export function timeLeftMs(remaining: number | null, receivedAt: number, now: number): number | null {
  if (remaining === null) return null;
  return Math.max(0, remaining * 1000 - (now - receivedAt));
}

/** The countdown as the exam bar shows it: m:ss, or h:mm:ss from an hour (rounded up to the second). */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
