import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../i18n/language.ts';
import { formatCountdown, formatDateTime, formatDay, formatDayMonth, formatDayTime } from './format-date.ts';
import { formatAmount } from './format-number.ts';

afterEach(() => renderIn('rw'));

describe('date formats', () => {
  it('writes payments as DD/MM/YYYY HH:mm, like every other day on the screen', () => {
    expect(formatDayTime(new Date(2026, 10, 21, 0, 5).toISOString())).toBe('21/11/2026 00:05');
    expect(formatDayTime(new Date(2026, 0, 2, 15, 30).toISOString())).toBe('02/01/2026 15:30');
  });

  it('writes days as DD/MM/YYYY and countdowns as mm:ss', () => {
    expect(formatDay(new Date(2026, 0, 2, 9).toISOString())).toBe('02/01/2026');
    expect(formatCountdown(240)).toBe('04:00');
    expect(formatCountdown(9)).toBe('00:09');
  });

  it('writes a day without its year as DD/MM, never month first', () => {
    expect(formatDayMonth(new Date(2026, 9, 29, 12))).toBe('29/10');
    expect(formatDayMonth(new Date(2026, 10, 5, 0, 1))).toBe('05/11');
  });

  it('writes a moment with the month in Kinyarwanda and the hour on 24 hours', () => {
    expect(formatDateTime(new Date(2026, 10, 5, 14, 5).toISOString())).toBe('5 Ugushyingo 2026, 14:05');
    expect(formatDateTime(new Date(2027, 0, 31, 7, 30).toISOString())).toBe('31 Mutarama 2027, 07:30');
  });

  it('writes the month and the amounts in the page’s language', () => {
    renderIn('en');
    expect(formatDateTime(new Date(2026, 10, 5, 14, 5).toISOString())).toBe('5 November 2026, 14:05');
    expect(formatAmount(5000)).toBe('5,000');
    renderIn('fr');
    expect(formatDateTime(new Date(2027, 0, 31, 7, 30).toISOString())).toBe('31 janvier 2027, 07:30');
    expect(formatAmount(5000).replace(/\s/g, ' ')).toBe('5 000');
    renderIn('rw');
    expect(formatAmount(5000)).toBe('5000');
  });
});
