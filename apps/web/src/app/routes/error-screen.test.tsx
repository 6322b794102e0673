import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ErrorScreen } from './error-screen.tsx';

const Never = () => null;

function renderFailing(loader: () => never) {
  const router = createMemoryRouter([{ path: '/', loader, Component: Never, errorElement: <ErrorScreen /> }]);
  render(<RouterProvider router={router} />);
}

describe('the error screen', () => {
  it('replaces a crashed page with a message, a retry and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React Router reports the thrown error
    renderFailing(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Habaye ikosa ritunguranye' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ongera ugerageze' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subira ahabanza' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [
      'a page whose code did not download',
      new TypeError('Failed to fetch dynamically imported module: /assets/about.js'),
    ],
    ['an API that did not answer', new ApiError(0, 'network_error')],
  ])('says the connection is down for %s, with a retry', async (_, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw error;
    });
    expect(await screen.findByRole('heading', { name: 'Nta murandasi' })).toBeTruthy();
    expect(screen.queryByText('Habaye ikosa ritunguranye')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ongera ugerageze' })).toBeTruthy();
    expect(document.title).toBe('Nta murandasi · Provisoire');
  });

  it('shows the not-found page for a 404', async () => {
    renderFailing(() => {
      throw new Response('', { status: 404 });
    });
    expect(await screen.findByText('Oops!! Page ushaka nayihari.')).toBeTruthy();
  });
});
