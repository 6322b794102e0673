import { type LessonList, type Progress, studyPlan } from '@provisoire/domain';
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

/** The cards on a page, with the API answering `/api/lessons` by `answer` (or never) and `/api/progress` by `progress`. */
function renderCards(answer?: LessonList, progress?: Progress) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/progress')
        return Promise.resolve(progress ? new Response(JSON.stringify(progress)) : new Response('{}', { status: 500 }));
      return answer ? Promise.resolve(new Response(JSON.stringify(answer))) : new Promise(() => {});
    }),
  );
  const router = createMemoryRouter([{ path: '/', element: <LessonCards /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
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

  it("show each lesson's progress once it has come, and nothing for lessons 1 and 2, which have no questions", async () => {
    const progress: Progress = {
      readiness: {
        status: 'not_yet',
        verdict: null,
        probability: null,
        passMark: 14,
        policeProbability: null,
        answers: 4,
        needed: 26,
        coverage: 0.05,
        toPractise: [0, 4, 7],
        weakest: [],
      },
      lessons: [
        { id: 2, opened: true, mastery: null, answers: 0, selfCheckBest: null },
        { id: 4, opened: true, mastery: 0.73, answers: 12, selfCheckBest: 4 },
        { id: 5, opened: false, mastery: null, answers: 0, selfCheckBest: null },
      ],
      mistakes: { due: 0, total: 0 },
      plan: studyPlan({
        today: '2026-12-08',
        testDate: null,
        readiness: { status: 'not_yet', needed: 26, toPractise: [0, 4, 7], weakest: [] },
        mistakesDue: 0,
        studiedDays: [],
      }),
    };
    renderCards({ lessons: [lesson(2), lesson(4), lesson(5)], hasAccess: true }, progress);
    const [two, four, five] = await screen.findAllByRole('article');
    await vi.waitFor(() => expect(four?.textContent).toContain('Ubumenyi 75 %'));
    expect(four?.textContent).toContain('Warifunguye');
    expect(four?.textContent).toContain('Isuzuma: 4/5');
    expect(five?.textContent).toContain('Ntiwarifungura');
    expect(five?.textContent).toContain('Nta kibazo urasubiza');
    expect(two?.textContent).not.toContain('Warifunguye');
  });
});
