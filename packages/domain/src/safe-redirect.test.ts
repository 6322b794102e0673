import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/dashboard/amasomo?x=1')).toBe('/dashboard/amasomo?x=1');
  });

  it.each([
    'https://elsewhere.example',
    '//elsewhere.example/x',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    '',
    null,
    undefined,
  ])('sends %j to the dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });
});
