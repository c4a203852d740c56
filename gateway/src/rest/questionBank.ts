/** Shapes of the REST question-bank calls (`/api/{lector|assistants}/ques/*`), as the API's output schemas declare them. */
import type { QuestionBankRest } from '@school/api';
import type { Camel } from '../camel';

export type RestOption = QuestionBankRest.QuestionOption;
export type RestSubQuestion = QuestionBankRest.SubQuestion;
export type RestQuestion = QuestionBankRest.Question;
export type RestQuestionPage = QuestionBankRest.QuestionPage;
export type RestKnowledgePoint = QuestionBankRest.KnowledgePoint;
export type RestImportResult = QuestionBankRest.ImportResult;
export type RestImportPreview = QuestionBankRest.ImportPreview;
export type RestImportRow = QuestionBankRest.ImportRow;
export type RestImportDraft = QuestionBankRest.ImportDraft;

/** The answers as the GraphQL types read them (codegen `mappers`): each REST answer converted once. */
export type QuestionAnswer = Camel<RestQuestion>;
export type SubQuestionAnswer = Camel<RestSubQuestion>;
export type QuestionOptionAnswer = Camel<RestOption>;
export type KnowledgePointAnswer = Camel<RestKnowledgePoint>;
export type ImportPreviewAnswer = Camel<RestImportPreview>;
export type ImportRowAnswer = Camel<RestImportRow>;
export type ImportDraftAnswer = Camel<RestImportDraft>;
export type ImportSubDraftAnswer = ImportDraftAnswer['quesItem'][number];
