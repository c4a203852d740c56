import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createApi } from '../app';
import { demoPicture } from '../demo/images';
import { FIRST_START_SCALE } from '../demo/scale';
import { describedRoutes, objectShape } from '../http/openapi';
import type { ServedRoute } from '../http/routeTable';
import { buildExcelTemplate } from '../questionBank/import/templates';
import {
  BY_NAME,
  CALLED_LAST,
  CLOSING,
  DEMO_ACCOUNTS,
  type DemoFiles,
  type DemoIds,
  type DemoRole,
  demoIds,
  EXAMPLE_INPUTS,
  type ExampleInput,
  type Made,
  PASSWORD_CHANGE,
  READ_AFTER_CREATIONS,
  staffKey,
  UPLOADS,
} from './exampleInputs';

/** Rows kept of any list in an example: enough to show a row, short enough to read. */
const ROWS_KEPT = 2;

/** Longer examples are left out: they show a picture's bytes (a captcha's SVG), not the payload's shape. */
const EXAMPLE_MAX_CHARS = 4000;

/** An answer with no row shows nothing of its shape: an empty list, or a page of none. */
const isEmpty = (data: unknown): boolean =>
  (Array.isArray(data) && data.length === 0) ||
  (typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { list?: unknown }).list) &&
    (data as { list: unknown[] }).list.length === 0);

/** The account a route is called as: its prefix's role, else the first demo role its spec allows. */
function roleOf(route: ServedRoute): DemoRole | undefined {
  if (route.path.startsWith('/api/lector/')) return 'teacher';
  if (route.path.startsWith('/api/assistants/')) return 'assistant';
  if (route.path.startsWith('/api/app/')) return 'student';
  const roles = route.spec?.roles;
  if (roles === 'public' || roles === undefined) return 'teacher';
  return (['teacher', 'assistant', 'student'] as const).find((role) => roles.includes(role));
}

/** A list cut to its first rows, at any depth. */
export function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, ROWS_KEPT).map(trimmed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimmed(v)]));
  return value;
}

/**
 * The order writes are made in: uploads, creations, the reads they fill (READ_AFTER_CREATIONS),
 * changes, then the GETs that change state, deletions, and the CLOSING changes last.
 */
const WRITE_ORDER: Record<string, number> = {
  UPLOAD: 0,
  POST: 1,
  READ: 2,
  PUT: 3,
  PATCH: 3,
  GET: 4,
  DELETE: 5,
};

/** The fields of a route's input that cannot be left out. */
async function requiredFields(route: ServedRoute): Promise<string[]> {
  const shape = objectShape(route.spec?.input);
  if (!shape) return [];
  const required: string[] = [];
  for (const [name, field] of Object.entries(shape)) {
    const absent = await field.safeParseAsync(undefined).catch(() => ({ success: false as const }));
    if (!absent.success) required.push(name);
  }
  return required;
}

/** The demo's picture (a small PNG), for uploads. */
const PICTURE = demoPicture([64, 128, 192], [240, 200, 120], 48, 32);

/** The call a route is given: its table entry, else each path parameter and required field by name. */
async function inputFor(
  route: ServedRoute,
  ids: DemoIds,
  examples: Record<string, unknown>,
  files: DemoFiles,
) {
  const key = `${route.method} ${route.path}`;
  const prefix = /^\/api\/(lector|assistants|app)/.exec(route.path)?.[0] ?? '/api';
  const made: Made = (method, path) => examples[`${method} ${prefix}${path}`];
  const entry = EXAMPLE_INPUTS[key] ?? EXAMPLE_INPUTS[staffKey(route.method, route.path)];
  const given: ExampleInput = entry ? entry(ids, made, files) : {};
  const params: Record<string, string | number> = {};
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    const value = given.params?.[name as string] ?? BY_NAME[name as string]?.(ids, route.path, made);
    if (value === undefined) return { missing: `path parameter ${name}` };
    params[name as string] = value as string | number;
  }
  const input: Record<string, unknown> = { ...given.input };
  if (key.endsWith('/update/password')) Object.assign(input, PASSWORD_CHANGE);
  for (const name of await requiredFields(route)) {
    if (name in input || name in params) continue;
    const value = BY_NAME[name]?.(ids, route.path, made);
    if (value === undefined) return { missing: `field ${name}` };
    input[name] = value;
  }
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { path, input, upload: given.upload === true };
}

/** The captcha route of a post's prefix: staff ask on theirs, students on the app's. */
const captchaPath = (path: string) =>
  path.startsWith('/api/app/')
    ? '/api/app/captcha'
    : `${/^\/api\/(lector|assistants)/.exec(path)?.[0]}/community/captcha`;

/** The request of one call: a query for a GET, else a JSON body, or multipart with the picture. */
function requestOf(method: string, input: Record<string, unknown>, upload: boolean) {
  if (method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(input).map(([name, value]) => [name, String(value)] as [string, string]),
    );
    return { suffix: query.size > 0 ? `?${query}` : '', init: {} };
  }
  if (upload) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) form.append(name, String(value));
    form.append('file', new Blob([PICTURE], { type: 'image/png' }), 'demo.png');
    return { suffix: '', init: { body: form } };
  }
  return {
    suffix: '',
    init: { headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) },
  };
}

export interface RecordedExamples {
  examples: Record<string, unknown>;
  /** Why each operation without an example has none (the call's answer, or what it lacked). */
  misses: Record<string, string>;
}

/**
 * Calls every operation of a freshly seeded demo school (in-memory SQLite, the school `npm start`
 * seeds, thrown away afterwards) as the demo account of its prefix, and keeps each success's `data`
 * (lists cut to their first rows), keyed `METHOD /path` as `openapi.ts` looks them up. Reads come
 * first on the untouched school; then writes in WRITE_ORDER, creations before the reads they fill and
 * the deletions that may need them. Ids come from the school itself (exampleInputs.ts). An answer
 * with no row or an image's bytes is not kept.
 */
export async function recordDemoExamples(): Promise<RecordedExamples> {
  // An answer that drifts from its output schema is refused (500), so it never becomes an example.
  process.env.CONTRACT_CHECK = '1';
  const api = await createApi({
    databaseUrl: 'sqlite::memory:',
    logLevel: 'silent',
    demoScale: FIRST_START_SCALE,
  });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const login = async (mobile: string) => {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password: 'Demo2026' }),
      });
      const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`the demo account ${mobile} could not sign in`);
      return token;
    };
    const tokens = new Map<DemoRole, string>();
    for (const [role, mobile] of Object.entries(DEMO_ACCOUNTS) as [DemoRole, string][])
      tokens.set(role, await login(mobile));
    const ids = await demoIds(api.store.db as never);
    const files: DemoFiles = {
      picture: PICTURE.toString('base64'),
      questionTemplate: (await buildExcelTemplate()).toString('base64'),
    };
    const examples: Record<string, unknown> = {};
    const misses: Record<string, string> = {};
    const routes = describedRoutes(api.app).filter((r) => !r.problem && r.spec);
    const reads = routes.filter((r) => r.method === 'GET' && !r.spec?.changes);
    const filled = (r: ServedRoute) => READ_AFTER_CREATIONS.has(staffKey(r.method, r.path));
    const phaseName = (r: ServedRoute) => {
      const key = staffKey(r.method, r.path);
      if (reads.includes(r)) return 'READ';
      if (UPLOADS.has(key)) return 'UPLOAD';
      return CLOSING.includes(key) ? 'DELETE' : r.method;
    };
    // The closing changes come after the deletions, in CLOSING's order.
    const closing = (r: ServedRoute) =>
      (CLOSING.indexOf(staffKey(r.method, r.path)) + 1) / (CLOSING.length + 1);
    const phase = (r: ServedRoute) => (WRITE_ORDER[phaseName(r)] ?? 3) + closing(r);
    const writes = routes.filter((r) => !reads.includes(r) || filled(r)).sort((a, b) => phase(a) - phase(b));
    const firstReads = reads.filter((r) => !filled(r));
    const last = (r: ServedRoute) => CALLED_LAST.indexOf(`${r.method} ${r.path}`);
    const ordered = [...firstReads, ...writes].sort((a, b) => last(a) - last(b));
    for (const route of ordered) {
      const key = `${route.method} ${route.path}`;
      const role = roleOf(route);
      if (!role) {
        misses[key] = 'no demo account may call it';
        continue;
      }
      const call = await inputFor(route, ids, examples, files);
      if ('missing' in call) {
        misses[key] = `no value for its ${call.missing}`;
        continue;
      }
      // Signing out ends the session it is called with: a session of its own.
      const token =
        key === 'POST /api/auth/logout'
          ? await login(DEMO_ACCOUNTS.teacher).catch(() => undefined)
          : tokens.get(role);
      if (!token) {
        misses[key] = 'no session to call it with';
        continue;
      }
      // A post asks for a captcha first and answers it as a person reading the picture would.
      if (objectShape(route.spec?.input)?.captcha) {
        const issued = await fetch(`${url}${captchaPath(route.path)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { key } = ((await issued.json()) as { data: { key: string } }).data;
        const answer = await sql<{ answer: string }>`select answer from community_captcha where key = ${key}`
          .execute(api.store.db)
          .then((r) => r.rows[0]?.answer);
        Object.assign(call.input, { key, captcha: answer });
      }
      const { suffix, init } = requestOf(route.method, call.input, call.upload);
      const res = await fetch(`${url}${call.path}${suffix}`, {
        ...init,
        method: route.method,
        headers: {
          ...(init as { headers?: Record<string, string> }).headers,
          authorization: `Bearer ${token}`,
        },
      });
      if (!res.headers.get('content-type')?.includes('application/json')) {
        misses[key] = `answered ${res.status} ${res.headers.get('content-type')}`;
        continue;
      }
      const body = (await res.json()) as { code?: number; msg?: string; data?: unknown };
      if (res.status !== 200 || body.code !== 0) {
        misses[key] = `answered ${res.status} ${body.msg}`;
        continue;
      }
      // A read that finds nothing shows no shape; a write's answer is what it is (often no data).
      const read = reads.includes(route);
      if (read && (body.data === undefined || body.data === null || isEmpty(body.data))) {
        misses[key] = 'answered no row';
        continue;
      }
      // A list of fixed length (a distribution's bands) is kept whole where cutting it breaks the schema.
      const cut = trimmed(body.data ?? null);
      const example = (await route.spec?.output.safeParseAsync(cut))?.success ? cut : (body.data ?? null);
      if (JSON.stringify(example).length > EXAMPLE_MAX_CHARS) {
        misses[key] = 'answered a payload too long to show';
        continue;
      }
      examples[key] = example;
    }
    return { examples, misses };
  } finally {
    await api.close();
  }
}
