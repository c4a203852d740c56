/** What other domains may use of the question bank: a question as the REST calls show it. */
export { type QuestionView, toView } from './questionQueries';
