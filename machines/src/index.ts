export * from './checkTransition';
export * from './homeworkLifecycle';
export * from './refusals';
