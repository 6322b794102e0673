import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type PlaceholderHandle, Component as PlaceholderPage } from './placeholder-page.tsx';

describe('a page still to come', () => {
  it('names itself in the heading and the browser tab', async () => {
    const handle: PlaceholderHandle = { title: 'dashboard.menu_users' };
    const router = createMemoryRouter([{ path: '/', handle, Component: PlaceholderPage }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Abantu' })).toBeTruthy();
    expect(document.title).toBe('Abantu · Provisoire');
  });
});
