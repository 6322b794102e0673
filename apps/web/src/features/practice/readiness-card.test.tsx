import { type Progress, type Readiness, studyPlan } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadinessCard } from './readiness-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const NOT_YET: Readiness = {
  status: 'not_yet',
  verdict: null,
  probability: null,
  passMark: 14,
  policeProbability: null,
  answers: 40,
  needed: 0,
  coverage: 0.234,
  toPractise: [0, 4, 7, 3, 11],
  weakest: [],
};
const estimate = (probability: number, verdict: Readiness['verdict']): Readiness => ({
  ...NOT_YET,
  status: 'estimate',
  verdict,
  probability,
  policeProbability: probability + 0.1,
  coverage: 0.94,
  toPractise: [],
  weakest: [13, 0, 5],
  answers: 120,
});

/** The card with the API answering the learner's progress, their lessons' titles, and their subscription. */
function renderCard(readiness: Readiness, { subscribed = true } = {}) {
  const plan = studyPlan({ today: '2026-12-08', testDate: null, readiness, mistakesDue: 0, studiedDays: [] });
  const progress: Progress = { readiness, lessons: [], mistakes: { due: 0, total: 0 }, plan };
  const subscription = subscribed
    ? { subscription: { status: 'active', endAt: '2099-01-01T00:00:00Z' }, trialAvailable: false }
    : { subscription: null, trialAvailable: true };
  const lessons = { lessons: [4, 13].map((id) => ({ id, title: `Umutwe ${id}` })), hasAccess: subscribed };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const body = url === '/api/progress' ? progress : url === '/api/subscription' ? subscription : lessons;
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );
  const router = createMemoryRouter([{ path: '/', element: <ReadinessCard /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the readiness card', () => {
  it('says not yet before the answers cover the exam, with the first two parts to practise one tap away', async () => {
    renderCard(NOT_YET);
    expect(await screen.findByText('Ntibiramenyekana')).toBeTruthy();
    expect(screen.queryByText(/%.$/)).toBeNull(); // no chance at all
    expect(screen.getByText("23 % by'ikizamini")).toBeTruthy();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.includes('imyitozo?'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/imyitozo?ibyapa=all',
      '/dashboard/imyitozo?isomo=4',
    ]);
    expect(links[0]!.textContent).toContain('Ibyapa byo ku muhanda');
    expect(await screen.findByText('Isomo rya 4: Umutwe 4')).toBeTruthy();
  });

  it.each([
    [0.31, 'not_ready', 'Ntabwo uriteguye', 30],
    [0.66, 'close', 'Uri hafi', 65],
    [0.999, 'likely', 'Birashoboka cyane', 95],
  ] as const)(
    'leads with the verdict in words at %s, then a rounded chance never at 100 %%',
    async (p, verdict, words, shown) => {
      renderCard(estimate(p, verdict));
      expect(await screen.findByText(words)).toBeTruthy();
      expect(screen.getByText(`Amahirwe yo kubona nibura 14 kuri 20 mu isuzuma ryacu: hafi ${shown} %.`)).toBeTruthy();
      await screen.findByText('Isomo rya 13: Umutwe 13'); // once the titles have come
      const weakest = screen.getAllByRole('listitem').map((li) => li.textContent);
      expect(weakest).toEqual([
        expect.stringContaining('Isomo rya 13: Umutwe 13'),
        expect.stringContaining('Ibyapa'),
        expect.stringContaining('Isomo rya 5'),
      ]);
    },
  );

  it('offers the free day, not practice links, to a learner without a subscription', async () => {
    renderCard(NOT_YET, { subscribed: false });
    expect(await screen.findByRole('button', { name: /umunsi/i })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]!.querySelector('a')).toBeNull();
  });
});
