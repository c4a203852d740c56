/** What other web domains may use of the question bank: the ques tab of the homework screen. */
export { QuesTab } from './QuesTab';
