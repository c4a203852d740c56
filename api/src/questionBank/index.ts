/** What other domains may use of the question bank: a question as the REST calls show it, and bank access. */
export { mayUseBank } from './bankAccess';
export type { QuestionEvent } from './question';
export { type QuestionView, toView, visibleQuestion } from './questionQueries';
