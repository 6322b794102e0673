import type { ExamResult } from '@provisoire/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultsList } from './results-list.tsx';

const result = (id: string, finishedAt: Date, more: Partial<ExamResult> = {}): ExamResult => ({
  id,
  finishedAt: finishedAt.toISOString(),
  grade: 9,
  total: 20,
  passed: false,
  timedOut: false,
  ...more,
});

function renderList(results: ExamResult[]) {
  const router = createMemoryRouter([{ path: '/', element: <ResultsList results={results} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('link').map((link) => link.textContent);
}

describe('the list of past exams', () => {
  it('names each by its day, and two of the same day by their hour too', () => {
    const rows = renderList([
      result('c', new Date(2026, 10, 26, 14, 18)),
      result('b', new Date(2026, 10, 26, 9, 5)),
      result('a', new Date(2026, 10, 25, 17, 40)),
    ]);
    expect(rows[0]).toMatch(/^Reba isuzuma ryo ku wa 26\/11\/2026 14:18/);
    expect(rows[1]).toMatch(/^Reba isuzuma ryo ku wa 26\/11\/2026 09:05/);
    expect(rows[2]).toMatch(/^Reba isuzuma ryo ku wa 25\/11\/2026/);
    expect(rows[2]).not.toMatch(/\d\d:\d\d/);
  });

  it('says which one ran out of time', () => {
    const [row] = renderList([result('a', new Date(2026, 10, 26, 14, 38), { grade: 0, timedOut: true })]);
    expect(row).toContain('Igihe cyarangiye');
    expect(row).toContain('0/20');
  });
});
