import type { PracticeFeedback } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionCard } from './question-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const shown = {
  requestId: '7d1c7c52-4a0e-4d59-9a51-0b6a3f0e2a11',
  question: {
    id: '04-012',
    lesson: 4,
    stem: 'Umuvuduko ntarengwa mu mujyi ni uwuhe?',
    picture: null,
    // Shown in the order sent; an answer names the bank's index.
    choices: [
      { index: 2, text: '60 km/h' },
      { index: 0, text: '40 km/h' },
      { index: 3, text: '80 km/h' },
      { index: 1, text: '50 km/h' },
    ],
    review: false,
  },
};

const feedback = (chosen: number): PracticeFeedback => ({
  questionId: '04-012',
  chosen,
  correct: false,
  rightChoice: 0,
  explanation: 'Mu mujyi umuvuduko ntarengwa ni 40 km/h (Ingingo ya 29).',
  article: 'Ingingo ya 29',
  lesson: { id: 4, title: "Imiyoborere, umuvuduko n'intera", path: '/dashboard/amasomo/4' },
  counted: true,
  inMistakes: true,
  due: 0,
  check: null,
});

function renderCard(fetch: (url: string, init: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(fetch));
  const onAnswered = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <QuestionCard shown={shown} label="Ikibazo 1" onAnswered={onAnswered} actions={() => <p>Ikurikira</p>} />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    onAnswered,
    sent: () => vi.mocked(globalThis.fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body))),
  };
}

describe('a practice question', () => {
  it('sends the chosen index, then marks the right choice and says why, with the lesson to read', async () => {
    const { onAnswered, sent } = renderCard(() => Promise.resolve(new Response(JSON.stringify(feedback(3)))));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Umuvuduko ntarengwa');
    fireEvent.click(screen.getByRole('button', { name: /^c\) 80 km\/h/ }));
    await screen.findByText('Si byo.');
    expect(sent()).toEqual([{ questionId: '04-012', choice: 3, requestId: shown.requestId }]);
    expect(screen.getByRole('button', { name: /^b\) 40 km\/h/ }).textContent).toContain("Igisubizo cy'ukuri");
    expect(screen.getByRole('button', { name: /^c\) 80 km\/h/ }).textContent).toContain('Wahisemo');
    expect(screen.getByRole('status').textContent).toContain('Ingingo ya 29');
    expect(screen.getByRole('link', { name: /Soma mu isomo/ }).getAttribute('href')).toBe('/dashboard/amasomo/4');
    expect(onAnswered).toHaveBeenCalledTimes(1);

    // Answered: another tap sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: /^a\) 60 km\/h/ }));
    expect(sent()).toHaveLength(1);
  });

  it('keeps the choice and its request id when the network fails, and sends the same again on retry', async () => {
    let online = false;
    const { sent } = renderCard(() =>
      online ? Promise.resolve(new Response(JSON.stringify(feedback(1)))) : Promise.reject(new TypeError('offline')),
    );
    fireEvent.click(screen.getByRole('button', { name: /^d\) 50 km\/h/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nta murandasi');
    fireEvent.click(screen.getByRole('button', { name: /^a\) 60 km\/h/ })); // the answer has left: no other
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Ongera wohereze' }));
    await screen.findByText('Si byo.');
    expect(sent()).toEqual([
      { questionId: '04-012', choice: 1, requestId: shown.requestId },
      { questionId: '04-012', choice: 1, requestId: shown.requestId },
    ]);
  });
});
