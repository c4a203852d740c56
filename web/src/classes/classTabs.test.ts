import { describe, expect, it } from 'vitest';
import { classCircleTabShown } from './classTabs';

describe('the class circle tab', () => {
  it('hides when the class hides its circle, whatever the switches say', () => {
    expect(classCircleTabShown(true, true)).toBe(false);
    expect(classCircleTabShown(true, undefined)).toBe(false);
  });
  it('follows the community switches when the class shows its circle', () => {
    expect(classCircleTabShown(false, true)).toBe(true);
    expect(classCircleTabShown(false, false)).toBe(false);
    expect(classCircleTabShown(false, undefined)).toBe(true);
    expect(classCircleTabShown(null, false)).toBe(false);
  });
});
