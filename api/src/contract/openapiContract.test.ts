import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFUSAL_CODES } from '@school/machines';
import spectralCore from '@stoplight/spectral-core';
import { Json as JsonParser } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { describedRoutes } from '../http/openapi';
import { servedRoutes } from '../http/routeTable';
import { DEMO_EXAMPLES } from './demoExamples';
import { WITHOUT_EXAMPLE } from './exampleInputs';

type Json = Record<string, any>;
let server: TestServer;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer();
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
}, 90_000);
afterAll(() => server?.close());

describe('the OpenAPI document derived from the output schemas', () => {
  it('passes Spectral’s spectral:oas ruleset with 0 errors', { timeout: 120_000 }, async () => {
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const results = await spectral.run(new spectralCore.Document(JSON.stringify(doc), JsonParser));
    const errors = results.filter((r) => r.severity === 0);
    expect(
      errors.slice(0, 10).map((e) => `${e.code} ${e.path.join('.')}: ${e.message}`),
      `${errors.length} errors`,
    ).toEqual([]);
  });

  it('documents the success payload of a route with an output schema, errors once in components', () => {
    const op = doc.paths['/api/lector/homework/transcripts/detail/{hwId}'].get;
    const data = op.responses['200'].content['application/json'].schema.properties.data;
    const name = (data.$ref as string).split('/').pop() as string;
    const schema = doc.components.schemas[name];
    expect(schema.required).toEqual(expect.arrayContaining(['total', 'object_count', 'subject_score']));
    expect(schema.properties.graded_count['x-extra']).toBe(true);
    expect(schema.properties.total['x-extra']).toBeUndefined();
    expect(op.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
    expect(doc.components.responses.Error401.description).toContain('请先登录');
  });

  it('documents every refusal code once, in the shared error envelope, with its messages', () => {
    const errorCode = doc.components.schemas.ErrorEnvelope.properties.error_code;
    expect(errorCode.enum).toEqual(Object.keys(REFUSAL_CODES));
    for (const [code, { messages }] of Object.entries(REFUSAL_CODES)) {
      expect(errorCode.description).toContain(`\`${code}\`: `);
      for (const message of messages) expect(errorCode.description).toContain(message);
    }
    expect(doc.components.responses.Error409.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });

  it('publishes answers of the demo school as examples, each matching its route’s output schema', async () => {
    const routes = new Map(servedRoutes(server.api.app).map((r) => [`${r.method} ${r.path}`, r]));
    const keys = Object.keys(DEMO_EXAMPLES);
    expect(keys.length).toBeGreaterThan(100);
    const drifted: string[] = [];
    for (const key of keys) {
      const output = routes.get(key)?.spec?.output;
      if (!output || !(await output.safeParseAsync(DEMO_EXAMPLES[key])).success) drifted.push(key);
    }
    expect(drifted, 'run `npm run examples` after changing an output schema').toEqual([]);
    const me = doc.paths['/api/auth/me'].get.responses['200'].content['application/json'].example;
    expect(me).toMatchObject({ code: 0, data: { mobile: '13800000001', role: 'teacher' } });
  });

  it('gives every operation an example, except the ones listed with their reason', () => {
    const operations = describedRoutes(server.api.app)
      .filter((r) => !r.problem)
      .map((r) => `${r.method} ${r.path}`);
    const withoutExample = operations.filter((key) => !(key in DEMO_EXAMPLES));
    expect(withoutExample.sort(), 'an operation with no example and no reason in WITHOUT_EXAMPLE').toEqual(
      Object.keys(WITHOUT_EXAMPLE)
        .filter((key) => operations.includes(key))
        .sort(),
    );
    // The list names only operations that exist and still have no example.
    expect(Object.keys(WITHOUT_EXAMPLE).filter((key) => !withoutExample.includes(key))).toEqual([]);
    // What the document publishes: every operation with an example carries it on its success answer.
    const published = Object.values(doc.paths as Json)
      .flatMap((path) => Object.values(path as Json))
      .filter((op) => (op as Json).responses?.['200']?.content?.['application/json']?.example);
    expect(published.length).toBe(operations.length - withoutExample.length);
  });

  it('has no two path templates that differ only by a parameter’s name', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(shapes.length - new Set(shapes).size).toBe(0);
  });
});

describe('a client generated by openapi-typescript', () => {
  it('type-checks real calls with typed data, and refuses a drifted field name', {
    timeout: 120_000,
  }, async () => {
    const types = astToString(await openapiTS(doc as never));
    const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
    try {
      writeFileSync(join(dir, 'api.d.ts'), types);
      const calls = (field: string) => `
import type { paths } from './api';
type Data<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
} ? D : never;
declare const summary: Data<'/api/lector/homework/transcripts/detail/{hwId}', 'get'>;
declare const analysis: Data<'/api/lector/homework/question/analysis/{hwId}', 'get'>;
declare const students: Data<'/api/lector/class/homework/students/{classId}/{hwId}', 'get'>;
export const questions: number = summary.total + summary.object_count + summary.subject_count;
export const rate: number = analysis[0]?.average_right_rate ?? 0;
export const when: number | null = students.list[0]?.${field} ?? null;
`;
      const compile = (source: string) => {
        writeFileSync(join(dir, 'calls.ts'), source);
        const program = ts.createProgram([join(dir, 'calls.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          skipLibCheck: true,
        });
        return ts
          .getPreEmitDiagnostics(program)
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      };
      expect(compile(calls('updated_at'))).toEqual([]);
      // The field's old name is not in the contract any more: a client reading it does not compile.
      expect(compile(calls('submit_time')).join('\n')).toContain('submit_time');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
