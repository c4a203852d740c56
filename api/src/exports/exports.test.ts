import { describe, expect, it } from 'vitest';
import { newExportToken } from './exports';
import { formulaSafe } from './formulaSafe';

describe('spreadsheet cells are formula-safe', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x'])('%j is kept as text', (value) => {
    expect(formulaSafe(value)).toBe(`'${value}`);
  });

  it('plain text, numbers and empty cells are unchanged', () => {
    expect(formulaSafe('吴振东')).toBe('吴振东');
    expect(formulaSafe('1-2')).toBe('1-2');
    expect(formulaSafe(-3)).toBe(-3);
    expect(formulaSafe(null)).toBe(null);
  });
});

describe('export tokens', () => {
  it('are 32 URL-safe characters, never the same twice', () => {
    const tokens = Array.from({ length: 50 }, newExportToken);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(tokens).size).toBe(50);
  });
});
