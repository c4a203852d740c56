import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { askAheadOnOpening } from './askedAhead';

/** The screens whose chunks the app started loading, by route name. */
const preloaded = vi.hoisted(() => [] as string[]);
vi.mock('./screens', () => ({
  screens: new Proxy(
    {},
    {
      get: (_, name) => ({
        preload: async () => {
          preloaded.push(String(name));
        },
      }),
    },
  ),
}));

/** The queries a client was asked, by operation name and variables, once the chunks asked for have loaded. */
async function askedOn(url: string) {
  const asked: { name: string; variables?: unknown }[] = [];
  const client = {
    query: vi.fn(async ({ query, variables }: { query: DocumentNode; variables?: unknown }) => {
      const operation = query.definitions[0] as { name?: { value: string } };
      asked.push({ name: operation.name?.value ?? '', ...(variables ? { variables } : {}) });
      return { data: null };
    }),
  } as unknown as ApolloClient;
  preloaded.length = 0;
  const { pathname, search } = new URL(url, 'http://school.test');
  askAheadOnOpening(client, { pathname, search });
  await vi.waitFor(() => import('../classes/gradebookRequest'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return asked.sort((a, b) => a.name.localeCompare(b.name));
}

describe('what the app asks when it starts on a page', () => {
  it('a class opened on its gradebook: the session, the class header and the gradebook, at once', async () => {
    expect(await askedOn('/classes/detail?id=7&tab=gradebook')).toEqual([
      { name: 'Gradebook', variables: { classId: '7' } },
      { name: 'SchoolClass', variables: { id: '7' } },
      { name: 'Session' },
    ]);
  });

  it('any other signed-in page: the session only', async () => {
    expect(await askedOn('/classes/detail?id=7&tab=students')).toEqual([{ name: 'Session' }]);
    expect(await askedOn('/homework?tab=approve')).toEqual([{ name: 'Session' }]);
  });

  it("the page's screen starts loading with the session, a public page's does not", async () => {
    await askedOn('/homework?tab=main');
    expect(preloaded).toEqual(['HomeworkManage']);
    await askedOn('/classes/detail?id=7&tab=students');
    expect(preloaded).toEqual(['ClassDetail']);
    await askedOn('/login');
    expect(preloaded).toEqual([]);
  });

  it('a public page asks nothing: Login (no session yet) and an unknown path (not found, no sign-in)', async () => {
    expect(await askedOn('/login')).toEqual([]);
    expect(await askedOn('/no/such/page')).toEqual([]);
  });
});
