export * from '../questionBank/questionForm.scenarios';
export * from './answeredCalls';
export * from './coverage';
export * from './testModel';
