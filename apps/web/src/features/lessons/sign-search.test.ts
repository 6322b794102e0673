import type { RoadSign } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { searchSigns } from './sign-search.ts';

const sign = (code: string, name: string, meaning = ''): RoadSign => ({
  code,
  name,
  meaning,
  category: 'C',
  image: '',
});
const giveWay = sign('B.1', 'Tanga inzira', 'Ha inzira ibinyabiziga biri mu muhanda ugiyemo.');
const carts = sign('C.3h', "Ntihanyurwa n'ibikururwa n'inyamaswa");
const noEntry = sign('C.1', 'Ntihanyurwa', 'Nta kinyabiziga cyinjira; tanga inzira ku bindi.');
const noTurn = sign('C.11a', 'Birabujijwe gukatira ibumoso');
const parking = sign('E.20', 'Parikingi', 'Ahantu hagenewe ibinyabiziga guhagararamo umwanya munini.');
const library = [giveWay, carts, noEntry, noTurn, parking];
const codes = (search: string) => searchSigns(library, search).map((s) => s.code);

describe('searching the sign library', () => {
  it('finds a sign by its code, written with or without the dot, in any case', () => {
    for (const search of ['B.1', 'b.1', 'B1', ' b1 ']) expect(codes(search), search).toEqual(['B.1']);
    expect(codes('c3h')).toEqual(['C.3h']);
  });

  it('puts the code typed whole first, then the codes it begins', () => {
    expect(codes('C.1')).toEqual(['C.1', 'C.11a']);
  });

  it('ranks a name that holds the words above a meaning that does', () => {
    expect(codes('tanga inzira')).toEqual(['B.1', 'C.1']);
    expect(codes('inzira tanga')).toEqual(['B.1', 'C.1']);
  });

  it('finds words of the meaning, and nothing when a word is nowhere', () => {
    expect(codes('ugiyemo')).toEqual(['B.1']);
    expect(codes('tanga parikingi')).toEqual([]);
  });

  it('ignores apostrophes, typed straight, curly or not at all', () => {
    for (const search of ["n'inyamaswa", 'n’inyamaswa', 'ninyamaswa']) expect(codes(search), search).toEqual(['C.3h']);
  });

  it('shows every sign in the library order for an empty search', () => {
    expect(codes('   ')).toEqual(['B.1', 'C.3h', 'C.1', 'C.11a', 'E.20']);
  });

  it('knows the common words for what the library names otherwise', () => {
    for (const search of ['parika', 'Parking', 'parikingi', 'stationnement'])
      expect(codes(search), search).toEqual(['E.20']);
  });
});
