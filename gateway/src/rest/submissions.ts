/** Shapes of the REST calls about students' answers, as the API's output schemas declare them. */
import type { SubmissionsRest } from '@school/api';
import type { Camel } from '../camel';

export type RestQuestionCorrection = SubmissionsRest.QuestionCorrection;

/** A correction a student reported, as GraphQL resolves it (codegen `mappers`). */
export type QuestionCorrectionAnswer = Camel<RestQuestionCorrection>;
