import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useState } from 'react';
import { myExamsQuery } from './exams/examOperations';
import { myHomeworkQuery, myReportQuery, myScheduleQuery, studentSessionQuery } from './operations';
import { screenOfPath } from './screenModules';

/** Homework cards per page of the list. */
export const HOMEWORK_PAGE_SIZE = 20;
/** Periods the schedule shows first (more on demand). */
export const SCHEDULE_PAGE_SIZE = 30;
/** The exam list asks for all of a student's exams at once. */
export const MY_EXAMS_VARIABLES = { page: 1, limit: 100 };

/** Queries the entry asked for on this page load, not yet read by their screen. */
const askedByEntry = new Set<DocumentNode>();

/** The query (with the variables its screen uses first) a student page opens with, if any. */
function firstQueryOf(pathname: string) {
  const screen = screenOfPath(pathname);
  switch (screen?.name) {
    case 'homework':
      return { query: myHomeworkQuery, variables: { status: null, page: 1, limit: HOMEWORK_PAGE_SIZE } };
    case 'report':
      return { query: myReportQuery, variables: { id: screen.params.reportId } };
    case 'exams':
      return { query: myExamsQuery, variables: MY_EXAMS_VARIABLES };
    case 'schedule':
      return { query: myScheduleQuery, variables: { page: 1, limit: SCHEDULE_PAGE_SIZE } };
    default:
      return undefined;
  }
}

/**
 * Asks, as the student side starts, for the session and the data of the page being opened, so both
 * requests travel while the screen's code downloads, instead of the session after the code and the
 * screen's data after the session. The screens' own queries then find them in the cache or join the
 * request still on its way. A failure is the screen's to show: its own query asks again.
 */
export function askFirstQueries(client: ApolloClient, pathname: string): void {
  const ignore = () => undefined;
  client.query({ query: studentSessionQuery }).catch(ignore);
  const first = firstQueryOf(pathname);
  askedByEntry.clear();
  if (!first) return;
  askedByEntry.add(first.query);
  // The list's `status: null` is the screen's "all"; TypeScript sees each document's own variables.
  client.query({ query: first.query as DocumentNode, variables: first.variables }).catch(ignore);
}

/**
 * A screen's fetch policy as it mounts: the first screen of the page load reads what the entry has just
 * asked for (cache-first: no second request); later visits show the cache and refresh it.
 */
export const firstFetchPolicy = (query: DocumentNode): 'cache-first' | 'cache-and-network' =>
  askedByEntry.delete(query) ? 'cache-first' : 'cache-and-network';

/** {@link firstFetchPolicy}, chosen once per mount. */
export function useFirstFetchPolicy(query: DocumentNode): 'cache-first' | 'cache-and-network' {
  const [policy] = useState(() => firstFetchPolicy(query));
  return policy;
}
