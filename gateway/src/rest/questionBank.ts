/** Shapes of the REST question-bank calls (`/api/{lector|assistants}/ques/*`), as the API's output schemas declare them. */
import type { QuestionBankRest } from '@school/api';

export type RestOption = QuestionBankRest.QuestionOption;
export type RestSubQuestion = QuestionBankRest.SubQuestion;
export type RestQuestion = QuestionBankRest.Question;
export type RestQuestionPage = QuestionBankRest.QuestionPage;
export type RestKnowledgePoint = QuestionBankRest.KnowledgePoint;
export type RestImportResult = QuestionBankRest.ImportResult;
export type RestImportPreview = QuestionBankRest.ImportPreview;
export type RestImportRow = QuestionBankRest.ImportRow;
export type RestImportDraft = QuestionBankRest.ImportDraft;
