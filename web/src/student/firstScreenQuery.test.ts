import type { ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { myExamsQuery } from './exams/examOperations';
import { askFirstQueries, firstFetchPolicy } from './firstScreenQuery';
import { myHomeworkQuery, myReportQuery, myScheduleQuery, studentSessionQuery } from './operations';

/** What the entry asked the client for on opening a path. */
function askedOn(pathname: string) {
  const query = vi.fn((_options: unknown) => Promise.resolve({ data: undefined }));
  askFirstQueries({ query } as unknown as ApolloClient, pathname);
  return query.mock.calls.map(([options]) => options);
}

describe('the queries the student side asks for as it starts', () => {
  it('asks for the session and the opened page’s data with the variables its screen first uses', () => {
    expect(askedOn('/student')).toEqual([
      { query: studentSessionQuery },
      { query: myHomeworkQuery, variables: { status: null, page: 1, limit: 20 } },
    ]);
    expect(askedOn('/student/homework/42')).toEqual([
      { query: studentSessionQuery },
      { query: myReportQuery, variables: { id: '42' } },
    ]);
    expect(askedOn('/student/exams/')[1]).toEqual({
      query: myExamsQuery,
      variables: { page: 1, limit: 100 },
    });
    expect(askedOn('/student/schedule')[1]).toEqual({
      query: myScheduleQuery,
      variables: { page: 1, limit: 30 },
    });
  });

  it('asks only for the session on a page it has no first query for', () => {
    expect(askedOn('/student/saved')).toEqual([{ query: studentSessionQuery }]);
    expect(askedOn('/student/homework/42/extra')).toEqual([{ query: studentSessionQuery }]);
  });

  it('lets the first screen read the answer once; later mounts refresh from the network', () => {
    askedOn('/student/schedule');
    expect(firstFetchPolicy(myScheduleQuery)).toBe('cache-first');
    expect(firstFetchPolicy(myScheduleQuery)).toBe('cache-and-network');
    expect(firstFetchPolicy(myExamsQuery)).toBe('cache-and-network');
  });

  it('a failed request is left to the screen, which asks again', async () => {
    const query = vi.fn(() => Promise.reject(new Error('offline')));
    askFirstQueries({ query } as unknown as ApolloClient, '/student');
    await Promise.resolve();
    expect(query).toHaveBeenCalledTimes(2);
  });
});
