import type { RoadSign } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { matchesSearch } from './sign-search.ts';

const sign = (code: string, name: string, meaning = ''): RoadSign => ({
  code,
  name,
  meaning,
  category: 'C',
  image: '',
});
const giveWay = sign('B.1', 'Tanga inzira', 'Ha inzira ibinyabiziga biri mu muhanda ugiyemo.');
const carts = sign('C.3h', "Ntihanyurwa n'ibikururwa n'inyamaswa");

describe('searching the sign library', () => {
  it('finds a sign by its code, whatever the case', () => {
    expect(matchesSearch(giveWay, 'b.1')).toBe(true);
    expect(matchesSearch(carts, 'B.1')).toBe(false);
  });

  it('finds a sign by words of its name or meaning, in any order', () => {
    expect(matchesSearch(giveWay, 'inzira tanga')).toBe(true);
    expect(matchesSearch(giveWay, 'ugiyemo')).toBe(true);
    expect(matchesSearch(giveWay, 'tanga parikingi')).toBe(false);
  });

  it('ignores apostrophes, typed straight, curly or not at all', () => {
    for (const search of ["n'inyamaswa", 'n’inyamaswa', 'ninyamaswa'])
      expect(matchesSearch(carts, search), search).toBe(true);
  });

  it('shows everything for an empty search', () => {
    expect(matchesSearch(carts, '   ')).toBe(true);
  });
});
