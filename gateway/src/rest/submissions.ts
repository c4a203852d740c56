/** Shapes of the REST calls about students' answers, as the API's output schemas declare them. */
import type { SubmissionsRest } from '@school/api';

export type RestQuestionCorrection = SubmissionsRest.QuestionCorrection;
