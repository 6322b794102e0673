import type { LessonList } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LessonCards } from './lesson-cards.tsx';

afterEach(() => vi.unstubAllGlobals());

const lesson = (id: number) => ({
  id,
  title: `Isomo ${id}`,
  description: `Ibisobanuro ${id}`,
  image: `/media/B.${id}.svg`,
});

/** The cards on a page, with the API answering `/api/lessons` by `answer` (or never). */
function renderCards(answer?: LessonList) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (answer ? Promise.resolve(new Response(JSON.stringify(answer))) : new Promise(() => {}))),
  );
  const router = createMemoryRouter([{ path: '/', element: <LessonCards /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the lesson cards', () => {
  it('show 11 placeholder cards while the list loads, announced to screen readers', () => {
    renderCards();
    expect(screen.getByRole('status').textContent).toContain('Amasomo ari gufunguka');
    expect(screen.getByTestId('lessons-skeleton').children).toHaveLength(11);
  });

  it('open the lesson with a subscription', async () => {
    renderCards({ lessons: [lesson(4), lesson(12)], hasAccess: true });
    const open = await screen.findByRole('link', { name: 'Fungura isomo: Isomo 4' });
    expect(open.getAttribute('href')).toBe('/dashboard/amasomo/4');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(/Gura ifatabuguzi kugira ngo/)).toBeNull();
  });

  it('lead to the subscription page without one, and say why', async () => {
    renderCards({ lessons: [lesson(4)], hasAccess: false });
    const buy = await screen.findByRole('link', { name: 'Gura ifatabuguzi ufungure: Isomo 4' });
    expect(buy.getAttribute('href')).toBe('/dashboard/ifatabuguzi');
    expect(screen.getByText(/Gura ifatabuguzi kugira ngo ufungure amasomo yose/)).toBeTruthy();
  });
});
