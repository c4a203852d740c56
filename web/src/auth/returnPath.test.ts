import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('after signing in again the user returns to the remembered location', () => {
  it('returns to a path of this site, with its query', () => {
    expect(returnPath('/homework/detail?hw_id=1&class_id=0', '/')).toBe(
      '/homework/detail?hw_id=1&class_id=0',
    );
  });

  it('opens the workbench when nothing was remembered', () => {
    expect(returnPath(undefined, '/')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const redirect of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(returnPath(redirect, '/')).toBe('/');
    }
  });
});
