import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { DOCS_CSP } from './apiDocs';
import { INT_COLUMN_MAX } from './fields';
import { describedRoutes, HAND_WRITTEN, operationId } from './openapi';
import { route } from './route';
import { servedRoutes } from './routeTable';

type Json = Record<string, any>;

let server: TestServer;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Json;
}, 90_000);
afterAll(() => server?.close());

const operation = (method: string, path: string): Json => doc.paths[path]?.[method];
const param = (op: Json, name: string): Json => op.parameters.find((p: Json) => p.name === name);

describe('the OpenAPI description', () => {
  it('every REST route under /api says what it does (a summary), so the description misses none', () => {
    const problems = describedRoutes(server.api.app)
      .filter((r) => r.problem)
      .map((r) => `${r.method} ${r.path}: ${r.problem}`);
    expect(problems, 'add `summary:` to these routes').toEqual([]);
  });

  it('names a route without a summary, and a hand-written handler it cannot describe', () => {
    const app = express();
    const staff = express.Router();
    staff.get('/said', route({ summary: 'Described', output: z.null(), handler: () => null }));
    staff.get('/unsaid', route({ output: z.null(), handler: () => null }));
    staff.get('/raw', (_req, res) => {
      res.end();
    });
    app.use('/api/lector', staff);
    expect(describedRoutes(app).map((r) => [r.path, r.problem])).toEqual([
      ['/api/lector/said', undefined],
      ['/api/lector/unsaid', 'route() without a summary'],
      ['/api/lector/raw', 'not made by route() and not in HAND_WRITTEN'],
    ]);
  });

  it('describes every route the API serves under /api, both staff prefixes and the student app', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item as Json).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':')}`),
    );
    // Templates differing only by a parameter's name are documented under one name.
    const expected = describedRoutes(server.api.app).map(
      (r) => `${r.method} ${r.path.replace(/:(\w+)/g, ':')}`,
    );
    expect(documented.sort()).toEqual(expected.sort());
    for (const prefix of ['/api/lector/', '/api/assistants/', '/api/app/', '/api/auth/'])
      expect(
        documented.some((r) => r.includes(prefix)),
        prefix,
      ).toBe(true);
    // A staff route the prefix's role can never call is left out (it answers only 403).
    expect(operation('get', '/api/assistants/teacher/myCourse')).toBeUndefined();
    expect(operation('get', '/api/lector/teacher/myCourse')).toBeDefined();
    // Hand-written handlers are described from HAND_WRITTEN, and only those that are served.
    const served = servedRoutes(server.api.app).map((r) => `${r.method} ${r.path}`);
    for (const key of Object.keys(HAND_WRITTEN)) expect(served).toContain(key);
  });

  it('is a valid OpenAPI 3.1 document with unique operation ids', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Json).map((op) => (op as Json).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId('GET', '/api/lector/hw/choose/periods/:courseId')).toBe(
      'getLectorHwChoosePeriodsByCourseId',
    );
  });

  it('tells each field’s type, range and length from the validators the routes use', () => {
    const show = operation('get', '/api/lector/ques/show/{id}');
    expect(param(show, 'id')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'integer', minimum: 1, maximum: INT_COLUMN_MAX, 'x-invalid-message': '题目不存在' },
    });
    const login = operation('post', '/api/auth/login');
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['mobile', 'password']);
    expect(body.properties.mobile).toMatchObject({ type: 'string', maxLength: 32, minLength: 1 });
    expect(login.security).toEqual([]);

    const list = operation('get', '/api/lector/hw/index');
    expect(param(list, 'page')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, default: 1 },
    });
    expect(param(list, 'limit').schema).toMatchObject({ type: 'integer', default: 20 });
    // Viewers show a parameter's description: its range or length and the message a wrong value answers.
    expect(param(list, 'limit').description).toBe('Rows per page. A wrong value answers 每页条数不正确.');
    expect(param(list, 'name').description).toBe(
      'At most 200 characters. A wrong value answers 参数格式不正确：name.',
    );
    expect(param(show, 'id').description).toBe(`1 to ${INT_COLUMN_MAX}. A wrong value answers 题目不存在.`);
    expect(param(list, 'sort').schema).toEqual({
      type: 'string',
      enum: ['asc', 'desc'],
      'x-invalid-message': '筛选条件不正确',
    });
    expect(param(list, 'name').schema).toMatchObject({ type: 'string', maxLength: 200 });
    expect(list.responses['200'].content['application/json'].schema.properties.code).toEqual({ const: 0 });
    expect(list.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it('lists the error statuses with their messages, and what a state change needs', () => {
    const recall = operation('get', '/api/assistants/hw/withdraw/{id}');
    expect(Object.keys(recall.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '500']),
    );
    expect(recall.responses['200'].description).toContain('撤回成功');
    expect(recall.description).toContain('作业不存在');
    const shared = (status: string) => doc.components.responses[`Error${status}`];
    expect(recall.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
    expect(shared('401').description).toContain('请先登录');
    expect(shared('403').description).toContain('X-Requested-With');
    expect(param(recall, 'x-requested-with')).toMatchObject({ in: 'header', required: false });
    const upload = operation('post', '/api/lector/ques/import/{type}');
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toBeDefined();
    expect(shared('413').description).toMatch(/过大/);
  });
});

/**
 * A tiny REST client generated from the document alone: one function per operationId that places
 * each parameter where the document says (path, query, body) and checks the answer against the
 * documented response schema.
 */
function generateClient(document: Json, baseUrl: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'doc', components: document.components });
  const resolveRefs = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/components/', '"doc#/components/'));
  const client: Record<
    string,
    (args?: { params?: Json; body?: Json; token?: string }) => Promise<{ status: number; body: Json }>
  > = {};
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
      client[op.operationId] = async ({ params = {}, body, token } = {}) => {
        let url = path;
        const query = new URLSearchParams();
        for (const p of (op.parameters ?? []) as Json[]) {
          const value = params[p.name];
          if (p.required && value === undefined) throw new Error(`${op.operationId}: ${p.name} is required`);
          if (value === undefined) continue;
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
          if (p.in === 'query') query.set(p.name, String(value));
        }
        const headers: Record<string, string> = {};
        if (token && op.security.length > 0) headers.authorization = `Bearer ${token}`;
        if (body) headers['content-type'] = 'application/json';
        const res = await fetch(`${baseUrl}${url}${query.size > 0 ? `?${query}` : ''}`, {
          method: method.toUpperCase(),
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer = (await res.json()) as Json;
        const answered = op.responses[String(res.status)];
        if (!answered) throw new Error(`${op.operationId} answered undocumented ${res.status}`);
        const documented = answered.$ref
          ? document.components.responses[String(answered.$ref).split('/').pop() as string]
          : answered;
        const schema = documented.content['application/json'].schema;
        const validate = ajv.compile(resolveRefs(schema) as Json);
        if (!validate(answer)) throw new Error(`${op.operationId}: ${ajv.errorsText(validate.errors)}`);
        return { status: res.status, body: answer };
      };
    }
  }
  return client;
}

describe('a client generated from /api/openapi.json', () => {
  it('signs in and reads the homework list, each answer as documented', async () => {
    const api = generateClient(doc, server.url);
    const refused = await api.postAuthLogin?.({ body: { mobile: DEMO_ACCOUNTS.teacher, password: 'wrong' } });
    expect(refused?.status).toBe(401);
    const signedIn = await api.postAuthLogin?.({
      body: { mobile: DEMO_ACCOUNTS.teacher, password: 'Demo2026' },
    });
    expect(signedIn?.status).toBe(200);
    const token = signedIn?.body.data.token as string;
    const page = await api.getLectorHwIndex?.({ params: { page: 1, limit: 5 }, token });
    expect(page?.status).toBe(200);
    expect(page?.body.data).toMatchObject({ page: 1, limit: 5 });
    const badPage = await api.getLectorHwIndex?.({ params: { page: 0 }, token });
    expect(badPage?.body).toEqual({ code: 400, msg: '页码不正确', data: null });
    const anonymous = await api.getLectorHwIndex?.({});
    expect(anonymous?.status).toBe(401);
  });
});

describe('the docs page', () => {
  it('serves the bundled viewer under a policy that forbids scripts from elsewhere', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(DOCS_CSP);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*(unsafe|http|\*)/);
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script>/);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      const res = await fetch(server.url + src);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
    }
    const css = await fetch(`${server.url}/api/docs/assets/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(await (await fetch(`${server.url}/api/docs/init.js`)).text()).toContain('validatorUrl: null');
  });
});
