import { enumOf, type GraphqlEnumName } from '@school/machines';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningServer, startOneProcess } from '../oneProcess';
import { toIso } from '../scalars';
import { demoClient } from './demoClient';

/**
 * What the `*Fields` tests share: each compares every field of a GraphQL answer with the REST answer
 * it comes from (the one conversion at the gateway's edge keeps each name and value), on a server of
 * the demo school signed in as one of its accounts.
 */
export type Raw = Record<string, unknown>;
export type Rows = Raw[];

/** The demo school's head teacher of its first class, and its first student. */
export const DEMO_TEACHER = '13800000001';
export const DEMO_STUDENT = '13900000001';

export const ABILITY = '{ shown allowed reason }';
/** An id as GraphQL writes it; null stays null. */
export const id = (value: unknown) => (value === null ? null : String(value));
/** A REST time (unix seconds) as the DateTime scalar writes it; null or absent is null. */
export const time = (value: unknown) => (value === null || value === undefined ? null : toIso(value));
/** A REST code as the schema's enum writes it (machines' `enumOf`); null or absent is null. */
export const enumOrNull = <N extends GraphqlEnumName>(name: N, code: unknown) =>
  code === null || code === undefined ? null : enumOf(name, code as number);

export interface FieldsSuiteOptions {
  /** The account signed in: staff answer under REST `/lector`, students under `/app`. */
  mobile: string;
  restRoot: '/lector' | '/app';
  /** The first-start demo school, whose students have answered and been graded, rather than the seeded one. */
  firstStartSchool?: boolean;
}

/**
 * Starts one demo-school server for the test file (in its `beforeAll`, closed in `afterAll`) and signs
 * in: the calls it answers are the signed-in account's. Declare it at the top of the file, before the
 * file's own `beforeAll`, which then runs after the sign-in.
 */
export function fieldsSuite({ mobile, restRoot, firstStartSchool = false }: FieldsSuiteOptions) {
  let server: RunningServer | undefined;
  let client: ReturnType<typeof demoClient> | undefined;
  let token = '';
  const started = () => {
    if (!server || !client)
      throw new Error('the fields suite has not started (call it at the top of the file)');
    return { server, client };
  };
  beforeAll(async () => {
    server = await startOneProcess({
      port: 0,
      databaseUrl: 'sqlite::memory:',
      logLevel: 'silent',
      firstStartSchool,
    });
    client = demoClient(server.url);
    token = await client.signIn(mobile);
  }, 60_000);
  afterAll(() => server?.close());

  return {
    /** The server's address (files it serves, such as templates). */
    url: () => started().server.url,
    /** The data of a GraphQL answer; an answer with errors fails the test. */
    async gql(query: string, variables: Raw = {}) {
      const res = await started().client.gql(token, query, variables);
      expect(res.body.errors).toBeUndefined();
      return res.body.data;
    },
    /** The data of a REST GET under the account's root (`/lector` or `/app`). */
    rest: (path: string) => started().client.rest(token, `${restRoot}${path}`),
    /** The data of any REST call under the account's root, with a JSON body. */
    async restCall(method: string, path: string, body?: Raw): Promise<Raw> {
      const res = await fetch(`${started().server.url}/api${restRoot}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: Raw }).data;
    },
  };
}
