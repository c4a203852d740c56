export * from './homeworkLifecycle';
export * from './refusals';
export * from './checkTransition';
