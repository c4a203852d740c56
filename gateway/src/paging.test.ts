import { describe, expect, it } from 'vitest';
import { checkPaging, PAGE_LIMIT_MAX } from './paging';

const refusal = (args: Parameters<typeof checkPaging>[0]) => {
  try {
    checkPaging(args);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('paging arguments', () => {
  it(`accepts a limit of 1 to ${PAGE_LIMIT_MAX} and any page from 1`, () => {
    expect(refusal({ page: 1, limit: 1 })).toBeUndefined();
    expect(refusal({ page: 9999, limit: PAGE_LIMIT_MAX })).toBeUndefined();
    expect(refusal({})).toBeUndefined();
  });

  it('refuses a limit over the cap or below 1, and a page below 1', () => {
    expect(refusal({ limit: PAGE_LIMIT_MAX + 1 })).toBe('每页条数不正确');
    expect(refusal({ limit: 0 })).toBe('每页条数不正确');
    expect(refusal({ page: 0 })).toBe('页码不正确');
  });

  it('checks paging given inside a filter too', () => {
    expect(refusal({ filter: { limit: PAGE_LIMIT_MAX + 1 } })).toBe('每页条数不正确');
    expect(refusal({ filter: { page: 1, limit: 20 } })).toBeUndefined();
  });
});
