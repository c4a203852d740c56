import type { QuestionContent } from '@school/machines';

export type {
  BankQuesType,
  QuestionContent,
  QuestionOption,
  SubQuesType,
  SubQuestion,
} from '@school/machines';

/**
 * The question aggregate: one stream per question (`question-<id>`). Every event carries the whole
 * question as it now reads, so a reader (the bank's projection, a homework snapshot) never needs
 * the earlier events. Sub-questions of a material question carry their own ids, allocated from the
 * same sequence as questions.
 */
export type QuestionEvent =
  | {
      type: 'QuestionAdded';
      data: {
        id: number;
        /** The staff member who owns it; 0 for the school's shared bank. */
        ownerId: number;
        /** 1: in the school's shared (public) bank, read-only to staff. */
        isPublic: boolean;
        question: QuestionContent;
        /** Unix seconds. */
        at: number;
        /** How it came in: the form, a Word or Excel import, or the seed. */
        source: QuestionSource;
      };
    }
  | { type: 'QuestionEdited'; data: { id: number; question: QuestionContent; at: number } }
  | { type: 'QuestionDeleted'; data: { id: number; at: number } };

export type QuestionSource = 'form' | 'import-docx' | 'import-xlsx' | 'seed';

export type QuestionState =
  | { status: 'none' }
  | {
      status: 'active' | 'deleted';
      id: number;
      ownerId: number;
      isPublic: boolean;
      question: QuestionContent;
    };

export const initialQuestionState = (): QuestionState => ({ status: 'none' });

export function evolveQuestion(state: QuestionState, event: QuestionEvent): QuestionState {
  switch (event.type) {
    case 'QuestionAdded': {
      const { id, ownerId, isPublic, question } = event.data;
      return { status: 'active', id, ownerId, isPublic, question };
    }
    case 'QuestionEdited':
      return state.status === 'none' ? state : { ...state, question: event.data.question };
    case 'QuestionDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
}
