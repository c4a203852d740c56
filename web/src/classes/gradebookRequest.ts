import type { ApolloClient } from '@apollo/client';
import type { GradebookQuery } from '../generated/graphql';
import { gradebookQuery } from './gradebookOperations';
import { schoolClassQuery } from './operations';

export type GradebookAnswer = GradebookQuery['gradebook'];

/** How long an answer asked ahead waits for its tab (a header that never arrives leaves it unused). */
const KEPT_MS = 30_000;

/** Asked ahead by the class detail, taken (once) by the gradebook tab. */
const ahead = new Map<string, Promise<GradebookAnswer>>();

/**
 * The class's gradebook, asked outside the Apollo cache: writing 4,000 rows into it and reading them
 * back cost more than the request, and each visit asks the server again anyway.
 */
function ask(client: ApolloClient, classId: string): Promise<GradebookAnswer> {
  return client
    .query({ query: gradebookQuery, variables: { classId }, fetchPolicy: 'no-cache' })
    .then((r) => r.data?.gradebook ?? null);
}

/**
 * Asks for the gradebook beside the class header's query (ClassDetail opened on its gradebook tab),
 * instead of after it: the tab, drawn once the header has arrived, takes this answer.
 */
export function askGradebookAhead(client: ApolloClient, classId: string): void {
  if (ahead.has(classId)) return;
  const answer = ask(client, classId);
  // Its failure is the tab's to show; unused, it is dropped.
  answer.catch(() => undefined);
  ahead.set(classId, answer);
  setTimeout(() => {
    if (ahead.get(classId) === answer) ahead.delete(classId);
  }, KEPT_MS);
}

/** The answer asked ahead for this class, or a new request. */
export function gradebookAnswer(client: ApolloClient, classId: string): Promise<GradebookAnswer> {
  const found = ahead.get(classId);
  ahead.delete(classId);
  return found ?? ask(client, classId);
}

/**
 * A class opened on its gradebook, asked when the app starts on that page: the header into the cache
 * (the screen reads it from there) and the gradebook ahead (the tab takes it).
 */
export function askClassOnItsGradebook(client: ApolloClient, classId: string): void {
  client.query({ query: schoolClassQuery, variables: { id: classId } }).catch(() => undefined);
  askGradebookAhead(client, classId);
}
