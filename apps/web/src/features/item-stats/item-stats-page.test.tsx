import { type ItemAnalysisRow, itemStats, noCounters, sortItemStats } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ItemStatsPage } from './item-stats-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A question of lesson 5, its key the first choice, asked `asked` times with these picks. */
const question = (id: string, asked: number, picks: number[], exams = { examAnswers: 0, discrimination: 0 }) => {
  const right = picks[0] ?? 0;
  const stats = itemStats({ ...noCounters(id), asked, right, picks }, { choices: 3, correct: 0 });
  return {
    ...stats,
    ...(exams.examAnswers > 0 && { examAnswers: exams.examAnswers, discrimination: exams.discrimination }),
    lesson: 5,
    lessonTitle: 'Guhagarara',
    stem: `Ikibazo ${id}`,
    picture: null,
    choices: ['Igisubizo A', 'Igisubizo B', 'Igisubizo C'],
    correct: 0,
  } satisfies ItemAnalysisRow;
};

function renderPage(rows: ItemAnalysisRow[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ questions: sortItemStats(rows) })))),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ItemStatsPage />
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));

describe('the item analysis page', () => {
  it('says plainly when no question has enough answers, and still lists what there is', async () => {
    renderPage([question('05-001', 3, [1, 2, 0]), question('05-002', 0, [])]);
    expect(await screen.findByText(/^Nta makuru ahagije araboneka: nta kibazo kirabazwa inshuro 30/)).toBeTruthy();
    expect(cards()).toHaveLength(2);
    const [asked] = cards();
    // a wrong choice picked twice against the key once: on too few answers to flag it
    expect(asked!.textContent).not.toContain('Igisubizo kitari cyo');
    expect(asked!.textContent).toContain('Cyabajijwe: 3 · Abagisubije neza: 33 %');
    expect(cards()[1]!.textContent).toContain('Ntikirabazwa');
  });

  it('puts the flagged questions first, each flag in words, the key marked among the choices', async () => {
    renderPage([
      question('05-001', 40, [30, 6, 4], { examAnswers: 35, discrimination: 0.41 }),
      question('05-002', 40, [5, 30, 5]),
    ]);
    expect(await screen.findByText('Ibibazo 1 kuri 2 bifite ibyo kureba.')).toBeTruthy();
    const [first, second] = cards();
    expect(within(first!).getByRole('heading').textContent).toBe('Ikibazo 05-002');
    expect(within(first!).getByText('Hafi ya bose bagisubiza nabi')).toBeTruthy();
    expect(within(first!).getByText("Igisubizo kitari cyo gitoranywa kurusha icy'ukuri")).toBeTruthy();
    expect(first!.textContent).toContain("Igisubizo cy'ukuri: Igisubizo A — 5 (13 %)");
    expect(first!.textContent).toContain('Igisubizo B — 30 (75 %)');
    expect(second!.textContent).toContain('Gutandukanya: 0.41 (amasuzuma 35)');
  });

  it('shows 30 questions, then 30 more at a time', async () => {
    renderPage(Array.from({ length: 45 }, (_, i) => question(`05-${String(i).padStart(3, '0')}`, 1, [1, 0, 0])));
    await screen.findByText('Herekanwa 30 kuri 45');
    expect(cards()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Reba Ibikurira' }));
    expect(cards()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Reba Ibikurira' })).toBeNull();
  });
});
