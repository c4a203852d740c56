import type { MyAnswerInput, QuestionType } from '../../generated/graphql';

/** One answer as the student works on it: chosen options, or a short answer's text and images. */
export type DraftAnswer = { optionIds: string[] } | { text: string; images: string[] };

/** At most this many images in one answer (spec section 9). */
export const ANSWER_IMAGES_MAX = 9;

export const isSubjectiveType = (type: QuestionType) => type === 'SHORT_ANSWER';
/** Types where picking one option unpicks the others. */
export const isSingleChoiceType = (type: QuestionType) => type === 'SINGLE_CHOICE' || type === 'TRUE_FALSE';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Plain text of stored rich text: paragraphs and line breaks as new lines, tags dropped, entities read. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the student typed as rich text: one paragraph per line, nothing of it read as markup. */
export function htmlOfText(text: string): string {
  if (text.trim() === '') return '';
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** A saved answer (the REST's `user_answer`) as a draft of its question's type. */
export function draftOf(type: QuestionType, userAnswer: string): DraftAnswer {
  if (!isSubjectiveType(type)) return { optionIds: userAnswer.split(',').filter((id) => id.trim() !== '') };
  if (userAnswer.trim() === '') return { text: '', images: [] };
  try {
    const value = JSON.parse(userAnswer) as { content?: unknown; images?: unknown };
    return {
      text: typeof value.content === 'string' ? textOfHtml(value.content) : '',
      images: Array.isArray(value.images)
        ? value.images.filter((i): i is string => typeof i === 'string')
        : [],
    };
  } catch {
    return { text: '', images: [] };
  }
}

/** A draft as the save call takes it. */
export function answerInput(questionId: string, draft: DraftAnswer): MyAnswerInput {
  if ('optionIds' in draft) return { questionId, optionIds: draft.optionIds };
  return { questionId, content: htmlOfText(draft.text), images: draft.images };
}

/** Whether a draft says anything: an option, some text or an image. */
export const isAnswered = (draft: DraftAnswer | undefined): boolean =>
  draft !== undefined &&
  ('optionIds' in draft ? draft.optionIds.length > 0 : draft.text.trim() !== '' || draft.images.length > 0);

/** The options chosen after a tap: single and true/false keep one, the others toggle. */
export function toggleOption(type: QuestionType, chosen: readonly string[], optionId: string): string[] {
  if (isSingleChoiceType(type)) return [optionId];
  return chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
}

/** The questions a student answers: a material question through its sub-questions. */
export function answerable<Q extends { type: QuestionType }>(
  questions: readonly (Q & { children: readonly Q[] })[],
): Q[] {
  return questions.flatMap((q): Q[] => (q.type === 'MATERIAL' ? [...q.children] : [q]));
}
