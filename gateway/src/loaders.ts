import DataLoader from 'dataloader';
import { camel } from './camel';
import type { QuestionAnswer, RestQuestion } from './rest/questionBank';
import type { StaffClient } from './upstream';

/**
 * Per-request loaders: one GraphQL request asks for each thing once, however many fields or rows
 * name it. Made with the request's context (never shared between callers, so one caller's answer
 * never reaches another) and dropped with it. A loader whose REST call takes many ids at once batches
 * them; one over a single-id call only removes the repeats.
 */
export interface Loaders {
  /**
   * A bank question by id (`ques/show/{id}`, the caller's own or a shared one), converted once as
   * GraphQL reads it; clear after a change.
   */
  question: DataLoader<string, QuestionAnswer | null>;
}

export function createLoaders(staff: () => StaffClient): Loaders {
  return {
    question: new DataLoader<string, QuestionAnswer | null>((ids) =>
      Promise.all(
        ids.map(async (id) => {
          try {
            const [question] = await staff().request<RestQuestion[]>('GET', `/ques/show/${id}`);
            return question ? camel(question) : null;
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      ),
    ),
  };
}
