import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { id, idArray, isMadeOfBuilders, jsonField, optionalText, richText, text } from './fields';
import { servedRoutes } from './routeTable';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('every route reads its input only through the field builders', () => {
  it('no route input has a leaf that is not a builder of fields.ts', () => {
    const raw = servedRoutes(server.api.app)
      .filter((r) => r.spec?.input)
      .flatMap((r) => {
        const input = r.spec?.input as z.ZodType;
        const shape = (input as unknown as { shape?: Record<string, z.ZodType> }).shape;
        const fields = shape ? Object.entries(shape) : [['(input)', input] as const];
        return fields
          .filter(([, s]) => !isMadeOfBuilders(s))
          .map(([name]) => `${r.method} ${r.path} ${name}`);
      });
    expect(raw, 'build these fields with fields.ts (whose hostile values are tested there)').toEqual([]);
  });

  it('tells a raw leaf from a builder at any depth', () => {
    expect(isMadeOfBuilders(id())).toBe(true);
    expect(isMadeOfBuilders(richText())).toBe(true);
    expect(isMadeOfBuilders(optionalText().optional())).toBe(true);
    expect(isMadeOfBuilders(idArray())).toBe(true);
    expect(isMadeOfBuilders(jsonField(z.array(z.object({ id: id(), content: text() }))))).toBe(true);
    expect(isMadeOfBuilders(z.object({ a: id(), b: z.union([text(), z.literal(0)]) }))).toBe(true);
    expect(isMadeOfBuilders(z.string())).toBe(false);
    expect(isMadeOfBuilders(z.coerce.number())).toBe(false);
    expect(isMadeOfBuilders(jsonField(z.array(z.object({ id: id(), content: z.string() }))))).toBe(false);
    expect(isMadeOfBuilders(z.preprocess((v) => v, z.number()))).toBe(false);
  });
});
