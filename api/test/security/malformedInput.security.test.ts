import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/auth/tables';
import { HAND_WRITTEN, OWN_PATHS } from '../../src/http/openapi';
import { countEvents } from '../../src/store/eventStore';
import { inputFields, routeKey, type ServedRoute, servedRoutes } from '../routeTable';
import { type Answer, type SuiteServer, sendRaw, startSuiteServer } from '../suiteServer';
import { type Fixtures, makeFixtures, type Prefix } from './fixtures';
import { OPEN_ROUTES, type Request, STAFF_ROUTES } from './routeExpectations';

/**
 * Malformed bodies, encodings, paths, numbers and types, sent by a caller allowed to call the route
 * (the owner of the fixtures): each is answered with a 4xx envelope, never a 5xx, with no stack or file
 * path, and nothing is stored.
 *
 * Which value each input builder refuses, and with what message, is decided once in the builders' own
 * table (`src/http/fields.test.ts`). Over HTTP this suite sends, on every route, one hostile value per
 * field and per path parameter (chosen by the field's type, and refused with exactly 400), a JSON array
 * as the body, and the body-parser and encoding cases once per kind of route. `SECURITY_FULL=1` sends
 * every hostile value to every field and every body case to every route (about 23,000 requests).
 */
const FULL = process.env.SECURITY_FULL === '1';
let server: SuiteServer;
let f: Fixtures;

beforeAll(async () => {
  server = await startSuiteServer();
  f = await makeFixtures(server);
});
afterAll(() => server?.close());

// The route table is read from a throwaway API at collection time, so each route names its cases.
const collected = await (async () => {
  const probe = await startSuiteServer();
  try {
    return servedRoutes(probe.api.app);
  } finally {
    await probe.close();
  }
})();

const prefixOf = (path: string): Prefix | undefined =>
  path.startsWith('/api/lector/') ? 'lector' : path.startsWith('/api/assistants/') ? 'assistants' : undefined;

/** The authorization matrix's valid request for the route (routeExpectations.ts), with its full path. */
function validRequest(route: ServedRoute): Request {
  const prefix = prefixOf(route.path);
  if (prefix) {
    const key = `${route.method} ${route.path.slice(`/api/${prefix}`.length)}`;
    const entry = STAFF_ROUTES[key];
    if (!entry) throw new Error(`no entry for ${key} in routeExpectations.ts`);
    const request = entry.request(f, prefix);
    return { ...request, path: `/api/${prefix}${request.path}` };
  }
  const entry = OPEN_ROUTES[`${route.method} ${route.path}`];
  if (!entry) throw new Error(`no entry for ${route.method} ${route.path} in routeExpectations.ts`);
  return entry.request(f);
}

/** A valid concrete path for the route. */
const validPath = (route: ServedRoute) => validRequest(route).path;

/**
 * The valid JSON body of the route's request, the rest of a body whose one field is hostile: with
 * every other field valid, the hostile value is what a refusal answers (and an accepted value runs).
 */
function validJson(route: ServedRoute): Record<string, unknown> {
  const request = validRequest(route);
  if (request.contentType !== 'application/json' || !request.body) return {};
  const body = request.body();
  return typeof body === 'string' ? (JSON.parse(body) as Record<string, unknown>) : {};
}

/** The role each staff prefix admits (`requireRole` in app.ts), before any route's own roles. */
const PREFIX_ROLE: Record<Prefix, Role> = { lector: 'teacher', assistants: 'assistant' };
type CallerRole = 'teacher' | 'assistant' | 'student';
/** Every role, the staff roles first, with the fixture caller who has it (the demo school has no admin). */
const CALLER: Record<Role, CallerRole | undefined> = {
  teacher: 'teacher',
  assistant: 'assistant',
  student: 'student',
  admin: undefined,
};

/** The roles that reach the route's input: admitted by the prefix and by the route's `roles`. */
function admittedRoles(route: RouteLike): Role[] {
  const prefix = prefixOf(route.path);
  const roles = route.spec?.roles;
  return (Object.keys(CALLER) as Role[]).filter(
    (role) => (!prefix || PREFIX_ROLE[prefix] === role) && (!Array.isArray(roles) || roles.includes(role)),
  );
}

/**
 * Who calls the route, so the request reaches validation. When no role is admitted (a one-role route
 * seen on the other staff prefix) every call is refused with 403 before the input is read
 * (authentication, role, then input); an admitted role without a fixture caller fails the guard.
 */
const callerRole = (route: RouteLike): CallerRole | undefined =>
  admittedRoles(route)
    .map((role) => CALLER[role])
    .find((caller) => caller !== undefined);

const tokenFor = (route: RouteLike) => {
  const role = callerRole(route) ?? (prefixOf(route.path) === 'assistants' ? 'assistant' : 'teacher');
  return f.tokens[role];
};
const label = (route: ServedRoute) => `${route.method} ${route.path}`;

type RouteLike = Pick<ServedRoute, 'method' | 'path'> & { spec?: ServedRoute['spec'] };

async function attempt(
  route: RouteLike,
  path: string,
  init: { headers?: Record<string, string>; body?: string | Buffer } = {},
) {
  const before = await countEvents(server.api.store.db);
  const res = await sendRaw(
    server.url + path,
    route.method,
    { authorization: `Bearer ${tokenFor(route)}`, ...init.headers },
    init.body,
  );
  return { res, stored: (await countEvents(server.api.store.db)) - before };
}

/**
 * A request line and headers past Node's limit are answered 431 by Node's HTTP parser before the app
 * (so without an envelope): a fine refusal of an oversized query string, unless a status is required.
 */
const HEADERS_TOO_LARGE = 431;

/** A refusal: a 4xx envelope (or the given status), no internals, nothing stored. */
function refused(answer: { res: Answer; stored: number }, status?: number) {
  const { res, stored } = answer;
  const seen = `${res.status} ${res.text.slice(0, 160)}`;
  if (status) expect(res.status, seen).toBe(status);
  if (res.status === HEADERS_TOO_LARGE && !status) {
    expect(res.text, seen).toBe('');
    expect(stored, 'events stored by a refused request').toBe(0);
    return;
  }
  expect(res.status, seen).toBeGreaterThanOrEqual(400);
  expect(res.status, seen).toBeLessThan(500);
  expect(res.body, seen).toMatchObject({ code: res.status, data: null });
  expect(res.text, seen).not.toMatch(/node_modules|\/work\/|at [\w.<>]+ \(|Error:/);
  expect(stored, 'events stored by a refused request').toBe(0);
}

/** Refused before the input is read: 403 (the role), or 431 (Node, before the app, for the request line). */
function refusedBeforeInput(answer: { res: Answer; stored: number }) {
  refused(answer, answer.res.status === HEADERS_TOO_LARGE ? undefined : 403);
}

/** Never a 5xx: a 200 when the value happens to be acceptable, otherwise a refusal. */
function handled(answer: { res: Answer; stored: number }) {
  if (answer.res.status === 200) return;
  refused(answer);
}

const JSON_TYPE = { 'content-type': 'application/json' };
const BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
const BODY_CASES = [
  ['malformed JSON', { headers: JSON_TYPE, body: '{"a":' }, 400],
  [
    'an unsupported charset',
    { headers: { 'content-type': 'application/json; charset=ebcdic' }, body: '{}' },
    415,
  ],
  [
    'an unknown Content-Encoding',
    { headers: { ...JSON_TYPE, 'content-encoding': 'bogus' }, body: '{}' },
    415,
  ],
  ['a gzip bomb', { headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, body: BOMB }, 413],
  [
    'an oversized JSON body',
    { headers: JSON_TYPE, body: JSON.stringify({ x: 'a'.repeat(30 * 1024 * 1024) }) },
    413,
  ],
  [
    'a form with too many fields',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Array.from({ length: 500 }, (_, i) => `f${i}=1`).join('&'),
    },
    413,
  ],
] as const;

/** Only routes made by `route()` read what follows the body parsers. */
const ROUTE_BODY_CASES = [
  ['a JSON array as the body', { headers: JSON_TYPE, body: '[1,2]' }],
  [
    'a malformed multipart body',
    {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    },
  ],
  ['multipart without a boundary', { headers: { 'content-type': 'multipart/form-data' }, body: 'x' }],
] as const;

const BAD_NUMBERS = [
  '2147483648',
  '9007199254740993',
  '1.5',
  '1e300',
  '-1',
  '0x10',
  'true',
  '1e20',
  '%201',
  '99999999999999999999999',
  'NaN',
  'Infinity',
];
const BAD_SEGMENTS = ['%E0%A4%A', '%', '%zz', 'a%00b'];

/**
 * Values no field of a JSON body accepts (every field has one type and a sane range), and values no
 * query-string field accepts (query fields are scalars: a repeated key is an array).
 */
const NEVER_IN_BODY: readonly unknown[] = [
  true,
  1e300,
  2147483648,
  2 ** 53 + 2,
  -1,
  8.64e12 + 1,
  { nested: 1 },
  'a\u0000b',
];
const NEVER_IN_QUERY: readonly unknown[] = [['a'], [1], 'a\u0000b'];
const neverValid = (method: string, value: unknown) =>
  (method === 'GET' ? NEVER_IN_QUERY : NEVER_IN_BODY).some(
    (v) => JSON.stringify(v) === JSON.stringify(value),
  );

/** Values of the wrong type or out of any range, for every field a route reads. */
const HOSTILE_VALUES: readonly unknown[] = [
  ['a'],
  [1],
  true,
  '1e20',
  1.5,
  2147483648,
  2 ** 53 + 2,
  1e300,
  -1,
  8.64e12 + 1,
  { nested: 1 },
  'a\u0000b',
  'x'.repeat(20_000),
];

/**
 * The routes the body-parser and encoding cases are sent to: the parsers sit in front of every route,
 * so one route per method and per kind (made by `route()` or written by hand) shows them; all of them
 * with SECURITY_FULL=1.
 */
function bodyCaseRoutes(routes: readonly ServedRoute[]): Set<ServedRoute> {
  if (FULL) return new Set(routes);
  const seen = new Map<string, ServedRoute>();
  for (const route of routes) {
    const kind = `${route.method} ${route.spec ? 'route()' : 'hand-written'}`;
    if (!seen.has(kind) && admittedRoles(route).length > 0) seen.set(kind, route);
  }
  return new Set(seen.values());
}

/**
 * The one hostile value a field is given (every hostile value with SECURITY_FULL=1), by what its
 * builder publishes of itself: a fraction for an integer, an exponent for a decimal, a fraction inside
 * an id list, and otherwise a value of no field's type (an object in a body, a repeated key in a query).
 */
function hostileFor(method: string, input: unknown, name: string): readonly unknown[] {
  if (FULL) return HOSTILE_VALUES;
  const meta = fieldMeta(input, name);
  if (meta?.type === 'integer') return [1.5];
  if (meta?.type === 'number') return ['1e20'];
  if (String(meta?.pattern ?? '').includes('[0-9]+')) return ['1,1.5'];
  return [method === 'GET' ? ['a'] : { nested: 1 }];
}

const paramsOf = (route: Pick<ServedRoute, 'path'>) =>
  [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/**
 * Whether the input reads `name` with a number builder of fields.ts (`int`, `id`, `oneOf`, `unixTime`,
 * `decimal`, `idList`), told by what the builder publishes of itself: its JSON Schema type, or the
 * digits pattern of an id list. Every such field gets the hostile numbers, whatever it is called.
 */
function fieldMeta(input: unknown, name: string): Record<string, unknown> | undefined {
  const node = input as
    | { shape?: Record<string, unknown>; def?: { type?: string; in?: unknown } }
    | undefined;
  if (node?.def?.type === 'pipe' && !node.shape) return fieldMeta(node.def.in, name);
  const field = node?.shape?.[name] as { meta?: () => Record<string, unknown> | undefined } | undefined;
  return field?.meta?.();
}
function numericField(input: unknown, name: string): boolean {
  const meta = fieldMeta(input, name);
  return (
    meta?.type === 'integer' || meta?.type === 'number' || String(meta?.pattern ?? '').includes('[0-9]+')
  );
}

/**
 * The route's path parameters with the hostile segments each gets, and whether the segment must be
 * refused with exactly 400 (a number its builder refuses) or with any 4xx (a segment Express cannot
 * decode, or text an own lookup refuses).
 */
type PathCase = readonly [param: string, segment: string, status: 400 | undefined];
function pathCases(route: ServedRoute): PathCase[] {
  return paramsOf(route).flatMap((param): PathCase[] => {
    const numeric = numericField(route.spec?.input, param);
    if (!FULL)
      return numeric
        ? [[param, '%zz', undefined] as const, [param, '1.5', 400] as const]
        : [[param, '%zz', undefined] as const];
    return [
      ...BAD_SEGMENTS.map((value) => [param, value, undefined] as const),
      ...(numeric ? BAD_NUMBERS.map((value) => [param, value, undefined] as const) : []),
    ];
  });
}

/** The fields the route's input reads outside its path, each with its hostile value (see `hostileFor`). */
function fieldCases(route: ServedRoute): (readonly [string, unknown])[] {
  const params = paramsOf(route);
  const fields = route.spec ? inputFields(route.spec.input).filter((name) => !params.includes(name)) : [];
  return fields.flatMap((field) =>
    hostileFor(route.method, route.spec?.input, field).map((value) => [field, value] as const),
  );
}

/**
 * Handlers not made by `route()` (they keep no spec) that read no input: those the published
 * description lists by hand (the files route), its own pages, and what lies outside /api/ (the health
 * check, the static import templates). Any other route without a spec fails the suite.
 */
const handWritten = (route: ServedRoute) =>
  routeKey(route) in HAND_WRITTEN || OWN_PATHS.has(route.path) || !route.path.startsWith('/api/');

/** A query string holding `value` for `field`; an array is a repeated key (one key alone is a scalar). */
function queryOf(field: string, value: unknown): string {
  const one = (v: unknown) =>
    `${field}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`;
  return Array.isArray(value) ? [...value, ...value].map(one).join('&') : one(value);
}

describe('malformed input', () => {
  describe('every route reaches the classes below (no route skipped)', () => {
    it('reads a table of routes', () => {
      expect(collected.length).toBeGreaterThan(50);
    });

    it.each(collected.map((r) => [label(r), r] as const))('%s', (_name, route) => {
      if (!route.spec) {
        expect(handWritten(route), 'not made by route() and not a known hand-written handler').toBe(true);
        return;
      }
      // A role that may call the route is one the suite can act as, so its input is reached.
      const admitted = admittedRoles(route);
      if (admitted.length > 0)
        expect(callerRole(route), `a caller among ${admitted.join(', ')}`).toBeDefined();
      const input = route.spec.input;
      if (!input) return;
      // The input's fields are read (a schema the reader cannot see through would skip them all) …
      const read = inputFields(input);
      expect(read, 'input schema whose fields the suite cannot read').not.toHaveLength(0);
      // … and each lands in a class: a path parameter in the path cases, any other in the field cases.
      const params = paramsOf(route);
      const outside = read.filter((name) => !params.includes(name));
      if (outside.length > 0) expect(fieldCases(route).length, 'field cases').toBeGreaterThan(0);
      if (read.some((name) => params.includes(name)))
        expect(pathCases(route).length, 'path parameter cases').toBeGreaterThan(0);
    });
  });

  const withBodyCases = bodyCaseRoutes(collected);
  // A hand-written handler reads no input of its own: only the body cases, where it is their sample.
  const withCases = collected.filter((r) => r.spec || withBodyCases.has(r));
  describe.each(withCases.map((r) => [label(r), r] as const))('%s', (_name, route) => {
    // No fixture role may reach the input of a one-role route on the other prefix: 403 comes first.
    const unreachable = admittedRoles(route).length === 0;

    if (withBodyCases.has(route)) {
      it.each(BODY_CASES)('%s is refused', async (_case, init, status) => {
        refused(await attempt(route, validPath(route), init), status);
      });
    }

    if (route.spec) {
      it.each(FULL || withBodyCases.has(route) ? ROUTE_BODY_CASES : ROUTE_BODY_CASES.slice(0, 1))(
        '%s is refused',
        async (_case, init) => {
          const answer = await attempt(route, validPath(route), init);
          if (unreachable) refusedBeforeInput(answer);
          else refused(answer, 400);
        },
      );
    }

    const paths = pathCases(route);
    if (paths.length > 0) {
      it.each(paths)('path parameter %s = %s is refused', async (param, value, status) => {
        const path = route.path.replace(`:${param}`, value);
        // Other parameters keep a valid value.
        const valid = validPath(route).split('/');
        const shaped = path
          .split('/')
          .map((segment, i) => (segment.startsWith(':') ? (valid[i] ?? '1') : segment))
          .join('/');
        const answer = await attempt(route, shaped);
        // A segment that cannot be decoded is refused while routing, before the role is read.
        if (unreachable && status) refusedBeforeInput(answer);
        else refused(answer, status);
      });
    }

    const fields = fieldCases(route);
    if (fields.length > 0) {
      it.each(fields)(
        'field %s = %j is refused, or accepted where it is that field’s type',
        async (field, value) => {
          const check = (answer: { res: Answer; stored: number }) =>
            unreachable
              ? refusedBeforeInput(answer)
              : !FULL || neverValid(route.method, value)
                ? refused(answer, 400)
                : handled(answer);
          const path = validPath(route);
          if (route.method === 'GET') {
            check(await attempt(route, `${path}${path.includes('?') ? '&' : '?'}${queryOf(field, value)}`));
          } else {
            check(
              await attempt(route, path, {
                headers: JSON_TYPE,
                body: JSON.stringify({ ...validJson(route), [field]: value }),
              }),
            );
          }
        },
      );
    }
  });

  describe('the values the incident reports named are refused with 400 on this store', () => {
    const L = '/api/lector';
    it.each([
      ['an id past the integer column', `${L}/ques/show/2147483648`],
      ['an id past safe integers', `${L}/ques/show/9007199254740993`],
      ['a fractional id', `${L}/hw/publish/button/1.5`],
      ['an id of 1e300', `${L}/hw/copy/1e300`],
      ['a page of 1e20', `${L}/hw/index?page=1e20`],
      ['a fractional filter', `${L}/ques/index?ques_type=1.5`],
      ['a huge filter', `${L}/hw/index?course_basis_id=2147483648`],
      ['a time filter beyond the range', `${L}/hw/index?ending_time_start=8640000000001`],
      ['an array where a filter is a scalar', `${L}/hw/index?type=1&type=2`],
      ['text with NUL', `${L}/ques/index?ques_stem=a%00b`],
      ['a deadline beyond the range', `${L}/hw/update/ending_time/1/8640000000001`],
      ['a fractional homework id to lift anonymity', `${L}/hw/anonymous/lift/1.5`],
      ['a homework id past the integer column to lift anonymity', `${L}/hw/anonymous/lift/2147483648`],
    ])('%s', async (_name, path) => {
      const method = path.includes('/hw/update/') || path.includes('/hw/anonymous/') ? 'PUT' : 'GET';
      refused(await attempt({ method, path }, path), 400);
    });

    it.each([
      ['ques_stem as an array', { ques_stem: ['a'] }],
      ['ques_type as true', { ques_type: true }],
      ['facility_value as "1e20"', { facility_value: '1e20' }],
      ['remark with NUL', { remark: 'a\u0000' }],
    ])('question body: %s', async (_name, patch) => {
      const body = JSON.stringify({
        ques_type: 1,
        ques_stem: '<p>x</p>',
        ques_option: JSON.stringify([
          { content: 'a', is_right: 1 },
          { content: 'b', is_right: 2 },
        ]),
        facility_value: 1,
        ...patch,
      });
      refused(
        await attempt({ method: 'POST', path: `${L}/ques/add` }, `${L}/ques/add`, {
          headers: JSON_TYPE,
          body,
        }),
        400,
      );
    });

    it.each([
      ['course_basis_id as an array', { course_basis_id: [1] }],
      ['ending_time of 8.64e12 + 1', { ending_time: 8.64e12 + 1 }],
      ['ending_time as a fraction', { ending_time: Math.floor(Date.now() / 1000) + 86_400.5 }],
      ['ending_time as "1e20"', { ending_time: '1e20' }],
      ['type as true', { type: true }],
      ['name as an array', { name: ['a'] }],
      ['is_anonymous of 3', { is_anonymous: 3 }],
      ['is_anonymous as true', { is_anonymous: true }],
    ])('publish form: %s', async (_name, patch) => {
      const body = JSON.stringify({
        course_basis_id: 1,
        type: 1,
        name: 'x',
        ending_time: Math.floor(Date.now() / 1000) + 3 * 86_400,
        is_set_score: 1,
        publish_scope: 3,
        question: JSON.stringify([{ id: f.byPrefix.lector.question }]),
        ...patch,
      });
      refused(
        await attempt({ method: 'POST', path: `${L}/hw/publish` }, `${L}/hw/publish`, {
          headers: JSON_TYPE,
          body,
        }),
        400,
      );
    });
  });
});
