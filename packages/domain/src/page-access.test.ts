import { describe, expect, it } from 'vitest';
import { dependsOnSession, pageRedirect } from './page-access.ts';

describe('pageRedirect', () => {
  it('sends a signed-out visitor of a learner page to sign in, keeping the page', () => {
    expect(pageRedirect('/dashboard', false)).toBe('/login?redirect=%2Fdashboard');
    expect(pageRedirect('/dashboard/amasomo/4?x=1', false)).toBe('/login?redirect=%2Fdashboard%2Famasomo%2F4%3Fx%3D1');
    expect(pageRedirect('/exam/instructions', false)).toBe('/login?redirect=%2Fexam%2Finstructions');
    expect(pageRedirect('/dashboard/', false)).toBe('/login?redirect=%2Fdashboard%2F');
  });

  it('lets anyone see the public pages, and signed-in learners their own', () => {
    for (const path of ['/', '/about', '/login', '/register', '/user-sign-up', '/dashboards', '/examen', '/nope'])
      expect(pageRedirect(path, false)).toBeNull();
    for (const path of ['/', '/about', '/dashboard', '/dashboard/konte', '/exam'])
      expect(pageRedirect(path, true)).toBeNull();
  });

  it('sends a signed-in visitor of a way in on to the page asked for, or the dashboard', () => {
    expect(pageRedirect('/login', true)).toBe('/dashboard');
    expect(pageRedirect('/register/', true)).toBe('/dashboard');
    expect(pageRedirect('/school-sign-up', true)).toBe('/dashboard');
    expect(pageRedirect('/login?redirect=%2Fdashboard%2Fibyapa', true)).toBe('/dashboard/ibyapa');
    expect(pageRedirect('/user-sign-up?redirect=https%3A%2F%2Fevil.example', true)).toBe('/dashboard');
    expect(pageRedirect('/login?redirect=%2F%2Fevil.example', true)).toBe('/dashboard');
  });
});

describe('dependsOnSession', () => {
  it('is true only where pageRedirect can send someone elsewhere', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/amasomo/',
      '/exam',
      '/login',
      '/register/',
      '/user-sign-up',
      '/school-sign-up',
    ])
      expect(dependsOnSession(path)).toBe(true);
    for (const path of ['/', '/about', '/forgot-password', '/dashboards']) expect(dependsOnSession(path)).toBe(false);
  });
});
