import { describe, expect, it } from 'vitest';
import { classCircleTabShown } from './classTabs';

describe('the class circle tab', () => {
  it('hides when the class hides its circle, whatever the switches say', () => {
    expect(classCircleTabShown(2, true)).toBe(false);
    expect(classCircleTabShown(2, undefined)).toBe(false);
  });
  it('follows the community switches when the class shows its circle', () => {
    expect(classCircleTabShown(1, true)).toBe(true);
    expect(classCircleTabShown(1, false)).toBe(false);
    expect(classCircleTabShown(1, undefined)).toBe(true);
    expect(classCircleTabShown(null, false)).toBe(false);
  });
});
