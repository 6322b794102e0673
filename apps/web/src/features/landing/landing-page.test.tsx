import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../lib/session.ts';
import { LandingPage } from './landing-page.tsx';

// No #site-settings in the page: a deployment that configured no video, channel or support number.

afterEach(() => vi.unstubAllGlobals());

function renderLanding() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ user: null })))),
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <LandingPage /> }])} />);
}

const href = (name: string, nth = 0) => screen.getAllByRole('link', { name })[nth]?.getAttribute('href');

describe('the landing page', () => {
  it('offers a newcomer an account on the way to each page, with sign-in beside it', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(href('Tangira')).toBe('/register?redirect=%2Fdashboard');
    expect(href('Tangira kwiga')).toBe('/register?redirect=%2Fdashboard%2Famasomo');
    expect(href('Reba ibiciro')).toBe('/register?redirect=%2Fdashboard%2Fifatabuguzi');
    expect(screen.getAllByRole('link', { name: 'Injira' }).map((a) => a.getAttribute('href'))).toEqual([
      '/login?redirect=%2Fdashboard',
      '/login?redirect=%2Fdashboard%2Famasomo',
      '/login?redirect=%2Fdashboard%2Famasomo',
    ]);
    expect(document.title).toBe('Provisoire: iga kandi witoze ikizamini cya provisoire');
  });

  it('shows no video button, player or channel link when none is configured', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Reba video' })).toBeNull();
    expect(screen.queryByText('Video ntiraboneka', { exact: false })).toBeNull();
    expect(document.querySelector('dialog, iframe')).toBeNull();
    const offer = screen.getByRole('region', { name: 'Gura ifatabuguzi' });
    expect(
      within(offer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Reba ibiciro']);
  });

  it('takes someone signed in straight to the page, without a sign-in link', async () => {
    renderLanding();
    act(() =>
      setSessionUser({
        id: 'u1',
        displayName: 'Uwase Aline',
        email: 'aline@example.rw',
        emailVerified: true,
        phone: null,
        hasPassword: true,
        google: false,
        role: 'learner',
        language: null,
        place: null,
      }),
    );
    expect(href('Tangira')).toBe('/dashboard');
    expect(href('Tangira kwiga')).toBe('/dashboard/amasomo');
    expect(href('Reba ibiciro')).toBe('/dashboard/ifatabuguzi');
    expect(screen.queryByRole('link', { name: 'Injira' })).toBeNull();
  });
});
