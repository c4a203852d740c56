import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  buildASTSchema,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../../../gateway/src/schema';
import { createGateway } from '../../../gateway/src/server';
import { type SuiteServer, send, signIn, startSuiteServer } from '../suiteServer';
import { DAY, type Fixtures, makeFixtures, nowSeconds } from './fixtures';
import { OPERATIONS, type OperationCase } from './operationExpectations';
import type { Outcome } from './routeExpectations';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
  type
    ? Object.values(type.getFields()).map((field) => ({
        key: `${type.name}.${field.name}`,
        root: type.name as 'Query' | 'Mutation',
        field,
      }))
    : [],
);

/** A value for a required input of this type, generated from the schema. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type)) out[field.name] = sample(field.type);
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return '1';
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return new Date((nowSeconds() + 3 * DAY) * 1000).toISOString();
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** `query Op($a: T!) { field(a: $a) { __typename } }`, with every argument the case or the schema gives. */
function operationOf(
  root: 'Query' | 'Mutation',
  field: GraphQLField<unknown, unknown>,
  given: Record<string, unknown>,
) {
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  const args: string[] = [];
  for (const arg of field.args) {
    const value =
      arg.name in given ? given[arg.name] : isNonNullType(arg.type) ? sample(arg.type) : undefined;
    if (value === undefined) continue;
    variables[arg.name] = value;
    defs.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const leaf = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type));
  const query = `${root === 'Query' ? 'query' : 'mutation'} Matrix${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${leaf ? '' : ' { __typename }'} }`;
  return { query, variables };
}

const SUBJECTS = ['anonymous', 'student', 'noDispatch', 'otherTeacher', 'teacher'] as const;
type Subject = (typeof SUBJECTS)[number];

function expectation(c: OperationCase, who: Subject): Outcome {
  if (c.audience === 'public') return 'ok';
  if (who === 'anonymous') return 'unauthenticated';
  if (c.audience === 'signedIn') return 'ok';
  if (c.audience === 'student') return who === 'student' ? (c.student ?? 'ok') : 'forbidden';
  if (who === 'student') return 'forbidden';
  if (who === 'teacher') return c.owner ?? 'ok';
  if (who === 'otherTeacher') return c.peer ?? 'ok';
  return c.noDispatch ?? 'ok';
}

let server: SuiteServer;
let f: Fixtures;
let graphqlUrl: string;
let closeGateway: () => Promise<void>;

beforeAll(async () => {
  server = await startSuiteServer();
  f = await makeFixtures(server);
  const gateway = await createGateway({ upstream: server.url, introspection: false });
  const app = express().use(gateway.router);
  const http = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => http.once('listening', resolve));
  graphqlUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/graphql`;
  closeGateway = async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
    await gateway.stop();
  };
});
afterAll(async () => {
  await closeGateway?.();
  await server?.close();
});

describe('authorization matrix', () => {
  it('every GraphQL operation of the schema has expectations, and every expectation an operation', () => {
    const inSchema = rootFields.map((r) => r.key).sort();
    const expected = Object.keys(OPERATIONS).sort();
    expect(
      inSchema.filter((k) => !expected.includes(k)),
      'operations missing from operationExpectations.ts',
    ).toEqual([]);
    expect(
      expected.filter((k) => !inSchema.includes(k)),
      'expectations of operations no longer in the schema',
    ).toEqual([]);
  });

  describe.each(rootFields.filter((r) => OPERATIONS[r.key]))('GraphQL $key', ({ key, root, field }) => {
    const c = OPERATIONS[key] as OperationCase;
    it.each(SUBJECTS)('as %s', async (who) => {
      const mobile = who === 'anonymous' ? undefined : f.mobiles[who];
      const token =
        mobile === undefined
          ? undefined
          : c.endsSession
            ? await signIn(server.url, mobile)
            : f.tokens[who as Exclude<Subject, 'anonymous'>];
      const { query, variables } = operationOf(root, field, c.args?.(f) ?? {});
      const res = await send(graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const codes = ((res.body?.errors ?? []) as { extensions?: { code?: string } }[]).map(
        (e) => e.extensions?.code,
      );
      const seen = `${key} as ${who}: ${res.status} ${res.text.slice(0, 200)}`;
      expect(codes, seen).not.toContain('INTERNAL_SERVER_ERROR');
      expect(codes, seen).not.toContain('GRAPHQL_VALIDATION_FAILED');
      const outcome = expectation(c, who);
      switch (outcome) {
        case 'ok':
          expect(codes, seen).toEqual([]);
          break;
        case 'allowed':
          expect(
            codes.filter((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN'),
            seen,
          ).toEqual([]);
          break;
        case 'denied':
          if (codes.length === 0) expect(res.body.data?.[field.name], seen).toBeNull();
          else expect(['FORBIDDEN', 'NOT_FOUND'], seen).toContain(codes[0]);
          break;
        case 'hidden':
          expect(codes[0], seen).toBe('NOT_FOUND');
          break;
        case 'forbidden':
          expect(codes[0], seen).toBe('FORBIDDEN');
          break;
        case 'unauthenticated':
          expect(codes[0], seen).toBe('UNAUTHENTICATED');
          break;
        default: {
          const never: never = outcome;
          throw new Error(`unknown outcome ${never}`);
        }
      }
    });
  });
});

describe('malformed input', () => {
  it('a 1 MB variable answers a GraphQL error with a 4xx, not INTERNAL_SERVER_ERROR', async () => {
    const res = await send(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${f.tokens.teacher}` },
      body: JSON.stringify({
        query: 'query($f: HomeworkFilter) { homeworkList(filter: $f) { total } }',
        variables: { f: { name: 'a'.repeat(1024 * 1024) } },
      }),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 413 });
  });

  it('an 8 MB token answers a short GraphQL error with a 4xx', async () => {
    const res = await send(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${f.tokens.teacher}` },
      body: JSON.stringify({ query: `{ health(x: "${'a'.repeat(8 * 1024 * 1024)}") }` }),
    });
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(1000);
  });

  it('one stored time beyond any date does not empty the homework list for everyone (GraphQL)', async () => {
    const db = server.api.store.db;
    const id = f.byPrefix.lector.homework;
    await db
      .updateTable('homework')
      .set({ ending_time: 8.64e12 + 1 })
      .where('id', '=', id)
      .execute();
    const res = await send(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${f.tokens.teacher}` },
      body: JSON.stringify({ query: '{ homeworkList(limit: 100) { total list { id endingTime } } }' }),
    });
    expect(res.body.errors, res.text.slice(0, 300)).toBeUndefined();
    const row = res.body.data.homeworkList.list.find((r: { id: string }) => r.id === String(id));
    expect(row.endingTime).toMatch(/^\+275760-/);
  });
});

describe("a class circle through GraphQL answers only to its class's people", () => {
  const ask = (token: string, query: string, variables: Record<string, string>) =>
    send(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
  const CASES: [string, string, (c: Fixtures['classCircle']) => Record<string, string>][] = [
    ['circlePosts', 'query($g: ID!) { circlePosts(groupId: $g) { total } }', (c) => ({ g: String(c.group) })],
    [
      'communityGroupMembers',
      'query($g: ID!) { communityGroupMembers(groupId: $g) { total } }',
      (c) => ({ g: String(c.group) }),
    ],
    ['communityGroup', 'query($g: ID!) { communityGroup(id: $g) { id } }', (c) => ({ g: String(c.group) })],
    ['communityPost', 'query($p: ID!) { communityPost(id: $p) { id } }', (c) => ({ p: String(c.post) })],
  ];
  it.each(CASES)(
    '%s: the class teacher reads it, a teacher of other classes hears NOT_FOUND',
    async (_n, query, vars) => {
      const own = await ask(f.tokens.teacher, query, vars(f.classCircle));
      expect(own.body.errors, own.text.slice(0, 200)).toBeUndefined();
      const other = await ask(f.tokens.otherTeacher, query, vars(f.classCircle));
      expect(other.body.errors?.[0]?.extensions?.code, other.text.slice(0, 200)).toBe('NOT_FOUND');
    },
  );

  it('a teacher of other classes cannot join it', async () => {
    const res = await ask(f.tokens.otherTeacher, 'mutation($g: ID!) { joinCommunityGroup(id: $g) { id } }', {
      g: String(f.classCircle.group),
    });
    expect(res.body.errors?.[0]?.extensions?.code, res.text.slice(0, 200)).toBe('NOT_FOUND');
  });
});
