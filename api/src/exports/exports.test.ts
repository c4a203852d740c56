import { describe, expect, it } from 'vitest';
import { newExportToken } from './exports';

describe('export tokens', () => {
  it('are 32 URL-safe characters, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newExportToken);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(50);
  });
});
