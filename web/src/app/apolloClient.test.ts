import { createHash } from 'node:crypto';
import { gql } from '@apollo/client';
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apolloClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HEALTH = gql`
  query Health {
    health
  }
`;

describe('the web GraphQL client', () => {
  it('sends the hash alone first, and the text only after PersistedQueryNotFound', async () => {
    const bodies: Record<string, any>[] = [];
    const known = new Set<string>();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      if (!body.query && !known.has(hash)) {
        return Response.json({
          errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
        });
      }
      known.add(hash);
      return Response.json({ data: { health: 'ok' } });
    });
    const client = createApolloClient(() => {});
    const first = await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
    expect(first.data).toEqual({ health: 'ok' });
    const again = await client.query({ query: HEALTH, fetchPolicy: 'network-only' });
    expect(again.data).toEqual({ health: 'ok' });

    const hash = bodies[0]?.extensions.persistedQuery.sha256Hash;
    expect(bodies.map((b) => Boolean(b.query))).toEqual([false, true, false]);
    // The hash is the SHA-256 of exactly the text sent on the retry, as the gateway checks.
    expect(hash).toBe(createHash('sha256').update(bodies[1]?.query).digest('hex'));
    expect(bodies[1]?.query).toBe(print(client.documentTransform.transformDocument(HEALTH)));
    expect(bodies.every((b) => b.extensions.persistedQuery.sha256Hash === hash)).toBe(true);
  });
});

describe('the cache', () => {
  const CARDS = gql`
    query Cards {
      calendarDay(date: "2026-09-08") {
        key
        id
        kind
        groups {
          id
          name
        }
      }
    }
  `;
  it('keeps a lesson session and a class meeting with the same id apart, each with its own groups', () => {
    const client = createApolloClient(() => undefined);
    const cards = [
      {
        __typename: 'CalendarCard',
        key: 'period:2',
        id: '2',
        kind: 'PERIOD',
        groups: [{ __typename: 'CalendarCardGroup', id: '1', name: '语文精品小班1' }],
      },
      {
        __typename: 'CalendarCard',
        key: 'meeting:2',
        id: '2',
        kind: 'MEETING',
        groups: [{ __typename: 'CalendarCardGroup', id: '1', name: '初一1班' }],
      },
    ];
    client.cache.writeQuery({ query: CARDS, data: { calendarDay: cards } });
    expect(client.cache.readQuery({ query: CARDS })).toEqual({ calendarDay: cards });
  });
});
