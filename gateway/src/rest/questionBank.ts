/** Shapes of the REST question-bank calls (`/api/{lector|assistants}/ques/*`), as the API answers them. */

import type {
  Page,
  PreviewQuestion,
  PreviewRowView,
  PreviewView,
  QuestionView,
  RestOption,
  RestSubQuestion,
} from '@school/api';

export type { RestOption, RestSubQuestion };
export type RestQuestion = QuestionView;
export type RestQuestionPage = Page<QuestionView>;

export interface RestKnowledgePoint {
  id: number;
  name: string;
  parent_id: number;
  sort: number;
}

export interface RestImportResult {
  added: number;
  ids: number[];
}

export type RestImportPreview = PreviewView;
export type RestImportRow = PreviewRowView;
export type RestImportDraft = PreviewQuestion;
