import { HOUR_MS, NO_RECALIBRATION } from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRecalibrationSource } from './recalibration.source.ts';

const silent = { error: () => {} } as unknown as FastifyBaseLogger;
const EXAMS = [
  { probability: 0.3, exams: 1000, passes: 450 },
  { probability: 0.7, exams: 1000, passes: 850 },
];

/** A pool that answers the correction's read, counting the reads; `failing` makes them throw. */
function fakePool() {
  const state = { reads: 0, failing: false };
  const pool = {
    query: async () => {
      state.reads++;
      await new Promise((r) => setTimeout(r, 20));
      if (state.failing) throw new Error('the database is down');
      return { rows: EXAMS };
    },
  } as unknown as pg.Pool;
  return { pool, state };
}

describe('the correction in force', () => {
  it('is read once for a burst of twenty readers, then once an hour', async () => {
    const { pool, state } = fakePool();
    let now = new Date('2026-12-07T08:30:00Z');
    const source = createRecalibrationSource(pool, () => now, silent);
    const fits = await Promise.all(Array.from({ length: 20 }, () => source()));
    expect(state.reads).toBe(1);
    expect(new Set(fits).size).toBe(1);
    expect(fits[0]!.exams).toBe(2000);
    await source();
    expect(state.reads).toBe(1);
    now = new Date(now.getTime() + HOUR_MS);
    await Promise.all(Array.from({ length: 20 }, () => source()));
    expect(state.reads).toBe(2);
  });

  it('keeps the last correction when a read fails, and reads again at the next call', async () => {
    const { pool, state } = fakePool();
    let now = new Date('2026-12-07T08:30:00Z');
    const source = createRecalibrationSource(pool, () => now, silent);
    state.failing = true;
    expect(await source()).toEqual(NO_RECALIBRATION);
    state.failing = false;
    const fit = await source();
    expect(fit.exams).toBe(2000);
    now = new Date(now.getTime() + HOUR_MS);
    state.failing = true;
    expect(await source()).toBe(fit);
  });
});
