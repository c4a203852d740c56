import { describe, expect, it } from 'vitest';
import { columnStorageKey, jumpTarget, readColumnChoice, visibleColumns } from './columns';

const columns = [
  { key: 'name', priority: 'fixed' },
  { key: 'ending', priority: 'default' },
  { key: 'publisher', priority: 'optional' },
] as const;

const storage = (value: string | null) => ({ getItem: () => value });

describe('list table columns', () => {
  it('without a remembered choice shows fixed and default columns', () => {
    expect(visibleColumns(columns, null)).toEqual(['name', 'ending']);
  });

  it('a remembered choice wins, in table order, and cannot hide a fixed column', () => {
    expect(visibleColumns(columns, ['publisher'])).toEqual(['name', 'publisher']);
  });

  it('the choice is remembered per user and per list', () => {
    expect(columnStorageKey('7', 'homework')).not.toBe(columnStorageKey('8', 'homework'));
    expect(columnStorageKey('7', 'homework')).not.toBe(columnStorageKey('7', 'questions'));
  });

  it('an unreadable remembered value is ignored', () => {
    expect(readColumnChoice(storage('{oops'), 'k')).toBeNull();
    expect(readColumnChoice(storage('[1,2]'), 'k')).toBeNull();
    expect(readColumnChoice(storage('["ending"]'), 'k')).toEqual(['ending']);
  });

  it('jump to page stays within the pages', () => {
    expect(jumpTarget('3', 5)).toBe(3);
    expect(jumpTarget('9', 5)).toBe(5);
    expect(jumpTarget('0', 5)).toBe(1);
    expect(jumpTarget('abc', 5)).toBeUndefined();
  });
});
