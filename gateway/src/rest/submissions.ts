/** Shapes of the REST calls about students' answers, as the API answers them. */

export type { QuestionCorrection as RestQuestionCorrection } from '@school/api';
