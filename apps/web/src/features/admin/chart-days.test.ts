import { describe, expect, it } from 'vitest';
import { DAY_AXIS } from './chart-days.ts';

describe("the admin charts' day axis", () => {
  it('writes each tick DD/MM, the day first', () => {
    const ticks = [new Date(2026, 9, 29, 0), new Date(2026, 10, 5, 0), new Date(2026, 10, 25, 0)].map(
      (d) => d.getTime() / 1000,
    );
    const values = DAY_AXIS.values as (chart: unknown, splits: number[]) => string[];
    expect(values(null, ticks)).toEqual(['29/10', '05/11', '25/11']);
  });

  it('puts ticks on whole days only', () => {
    expect(DAY_AXIS.incrs).toEqual([86_400, 172_800, 604_800, 1_209_600]);
  });
});
