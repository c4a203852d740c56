import { describe, expect, it } from 'vitest';
import { changeText } from './changeText';

describe('the trail’s content column', () => {
  it('a regrade reads old → new', () => {
    expect(changeText({ before: '6分', after: '9分' })).toBe('6分 → 9分');
  });
  it('a first grade or a publish reads the new value alone', () => {
    expect(changeText({ before: null, after: '6分' })).toBe('6分');
  });
  it('an operation without values reads -', () => {
    expect(changeText({ before: null, after: null })).toBe('-');
  });
});
