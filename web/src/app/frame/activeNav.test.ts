import { describe, expect, it } from 'vitest';
import { activeNavHref } from './activeNav';

const HREFS = ['/', '/classes', '/community', '/community/mine', '/calendar'];

describe('the highlighted side-menu item', () => {
  it('is exactly one item: the longest address the path starts with', () => {
    expect(activeNavHref(HREFS, '/community/mine')).toBe('/community/mine');
    expect(activeNavHref(HREFS, '/community')).toBe('/community');
    expect(activeNavHref(HREFS, '/community/circles/3')).toBe('/community');
    expect(activeNavHref(HREFS, '/classes/1')).toBe('/classes');
  });

  it("matches whole segments, and '/' only itself", () => {
    expect(activeNavHref(HREFS, '/communityx')).toBeUndefined();
    expect(activeNavHref(HREFS, '/')).toBe('/');
    expect(activeNavHref(HREFS, '/calendar/')).toBe('/calendar');
    expect(activeNavHref(HREFS, '/nowhere')).toBeUndefined();
  });
});
