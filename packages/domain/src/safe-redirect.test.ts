import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirect('/dashboard/amasomo?x=1')).toBe('/dashboard/amasomo?x=1');
  });

  it('keeps a path of this site that had dot segments, normalised', () => {
    expect(safeRedirect('/a/../dashboard/./ibyapa')).toBe('/dashboard/ibyapa');
  });

  it.each([
    'https://elsewhere.example',
    '//elsewhere.example/x',
    '/\\elsewhere.example',
    'javascript:alert(1)',
    'dashboard',
    '/\tevil',
    // Dot segments that the URL parser folds into a second slash: another host after normalising.
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/a/..//evil.example/x',
    '/./\\evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '',
    null,
    undefined,
  ])('sends %j to the dashboard', (target) => {
    expect(safeRedirect(target)).toBe('/dashboard');
  });
});

describe('withRedirect', () => {
  it('carries the wanted page along, encoded, and nothing when there is none', () => {
    expect(withRedirect('/login', '/dashboard/ibyapa?q=a&b')).toBe('/login?redirect=%2Fdashboard%2Fibyapa%3Fq%3Da%26b');
    expect(withRedirect('/register', null)).toBe('/register');
    expect(withRedirect('/register', '')).toBe('/register');
  });

  it("adds to a path's own query, and a redirect with a query of its own comes back whole", () => {
    const joinLink = '/dashboard/konte?ikigo=MVVR572G';
    const path = withRedirect('/auth/verify-phone?verificationId=v1&phone=%2B250788456124', joinLink);
    expect(path.split('?')).toHaveLength(2);
    const params = new URL(path, 'http://x.invalid').searchParams;
    expect([params.get('verificationId'), params.get('phone'), params.get('redirect')]).toEqual([
      'v1',
      '+250788456124',
      joinLink,
    ]);
    expect(safeRedirect(params.get('redirect'))).toBe(joinLink);
  });

  it('replaces a redirect already there instead of adding a second one', () => {
    const path = withRedirect('/login?redirect=%2Fexam', '/dashboard');
    expect(new URL(path, 'http://x.invalid').searchParams.getAll('redirect')).toEqual(['/dashboard']);
  });
});
