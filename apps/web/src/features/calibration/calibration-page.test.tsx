import { type CalibrationGroup, calibrationReport, NO_RECALIBRATION, type Recalibration } from '@provisoire/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CalibrationPage } from './calibration-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** `exams` exams shown `chance`, `passes` of them passed, all with the whole exam covered. */
const shown = (chance: number, exams: number, passes: number): CalibrationGroup => ({
  tenth: Math.min(9, Math.floor(chance * 10)),
  band: 'all',
  exams,
  shown: exams,
  shownSum: chance * exams,
  shownPasses: passes,
  passes,
  squaredError: passes * (1 - chance) ** 2 + (exams - passes) * chance ** 2,
});

function renderPage(groups: CalibrationGroup[], correction: Recalibration = NO_RECALIBRATION) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(calibrationReport(groups, correction))))),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CalibrationPage />
    </QueryClientProvider>,
  );
}

const rowOf = (tenth: string) => screen.getByRole('rowheader', { name: tenth }).closest('tr') as HTMLElement;

describe('the calibration page', () => {
  it('says plainly that there is too little data, and still shows what there is', async () => {
    renderPage([shown(0.75, 12, 10)]);
    expect(await screen.findByText(/^Ibizamini ntibiraba byinshi bihagije .*: 12 byatangiye/)).toBeTruthy();
    expect(within(rowOf('70–80 %')).getByText('bike')).toBeTruthy();
    expect(within(rowOf('70–80 %')).getByText('75 %')).toBeTruthy();
    expect(within(rowOf('70–80 %')).getByText('83 %')).toBeTruthy();
    expect(within(rowOf('70–80 %')).queryByText(/⚠/)).toBeNull(); // 8 points off, but on too few exams
  });

  it('judges the chance against a constant once there are enough exams, and marks a tenth far off', async () => {
    // Shown 85 % on 100 exams of which 60 passed: 25 points too high. Shown 15 % on 200, 30 passed: right.
    // Brier (30.25 + 25.5) / 300 = 0.186 against 0.3 × 0.7 = 0.21 for a constant 30 %.
    renderPage([shown(0.85, 100, 60), shown(0.15, 200, 30)]);
    expect(await screen.findByText(/^Amahirwe twerekana arusha ukuri igipimo kimwe gihora ari 30 %/)).toBeTruthy();
    expect(within(rowOf('80–90 %')).getByText('⚠ itandukaniro rya −25 %')).toBeTruthy();
    expect(within(rowOf('10–20 %')).queryByText(/⚠/)).toBeNull();
    expect(screen.queryByText(/bihagije/)).toBeNull();
  });

  it('says when the chance does no better than always saying the pass rate', async () => {
    renderPage([shown(0.95, 150, 60)]);
    expect(await screen.findByText(/^Amahirwe twerekana ntarusha igipimo kimwe gihora ari 40 %/)).toBeTruthy();
  });

  it('shows the correction in force, or that there is none yet', async () => {
    renderPage([shown(0.75, 12, 10)]);
    expect(await screen.findByText(/^Nta kosora riraba/)).toBeTruthy();
    cleanup();
    // log-odds + 0.5: the model's 50 % is shown as 62 %
    renderPage([shown(0.75, 12, 10)], { shift: 0.5, slope: 1, exams: 2400 });
    expect(await screen.findByText(/uko ibizamini 2400 byarangiye/)).toBeTruthy();
    expect(screen.getByText('Uburyo buvuga 50 % → twerekana 62 %')).toBeTruthy();
    expect(screen.getByText('Uburyo buvuga 30 % → twerekana 41 %')).toBeTruthy();
  });
});
