import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, neutraliseCell, searchPatterns } from './admin-lists.ts';

describe('admin list cursors', () => {
  it('give back the position they were made from, to the microsecond', () => {
    const position = { at: '2026-11-21T08:00:00.123456Z', id: '0d9c4e1a-3b7f-4f26-8e55-2c1a9b6d7e40' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('refuse what they did not make', () => {
    for (const cursor of [
      '',
      'abc',
      btoa('2026-11-21T08:00:00.123Z|0d9c4e1a-3b7f-4f26-8e55-2c1a9b6d7e40'),
      btoa('x|y'),
    ])
      expect(decodeCursor(cursor), cursor).toBeNull();
  });
});

describe('neutraliseCell', () => {
  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(['=1+1', '+250', '-2', '@A1', '\t=1', '\r=1'].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+250",
      "'-2",
      "'@A1",
      "'\t=1",
      "'\r=1",
    ]);
    expect([neutraliseCell('Uwase'), neutraliseCell(5000), neutraliseCell(null)]).toEqual(['Uwase', 5000, '']);
  });
});

describe('searchPatterns', () => {
  it('matches text literally and numbers without their prefix', () => {
    expect(searchPatterns(' 50%_off ')).toEqual({ text: '%50\\%\\_off%', digits: null });
    expect(searchPatterns('0788 123')?.digits).toBe('%788123%');
    expect(searchPatterns('+250 788')?.digits).toBe('%788%');
    expect(searchPatterns('  ')).toBeNull();
  });
});
