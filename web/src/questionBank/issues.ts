import type { QuestionIssue } from '@school/machines';

/** The first message about one field of the draft (e.g. `stem`, `options.1.content`, `items.0.stem`). */
export const issueAt = (issues: readonly QuestionIssue[], path: string) =>
  issues.find((issue) => issue.path === path)?.message;
