export * from '../questionBank/questionForm.scenarios';
export * from './coverage';
