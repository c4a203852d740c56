export * from '../questionBank/questionForm.scenarios';
export * from './coverage';
export * from './testModel';
