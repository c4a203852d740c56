import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './sha256';

afterEach(() => {
  vi.unstubAllGlobals();
});

const texts = ['', 'query Health { health }', '请选择截止时间 ✓', 'x'.repeat(1000)];
const expected = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it.each(texts)('hashes %j with Web Crypto in a secure context', async (text) => {
    expect(await sha256Hex(text)).toBe(expected(text));
  });

  it.each(texts)('hashes %j with the JavaScript fallback on plain HTTP', async (text) => {
    // What a browser offers on an insecure origin: `crypto` without `subtle`.
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(await sha256Hex(text)).toBe(expected(text));
  });
});
