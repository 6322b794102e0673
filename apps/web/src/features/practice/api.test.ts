import { describe, expect, it } from 'vitest';
import { nextQueryString, practicePath, type Scope, scopeFromParams } from './api.ts';

const scope = (query: string) => scopeFromParams(new URLSearchParams(query));

describe("practice's scope in the address", () => {
  it('reads back every scope it writes', () => {
    const scopes: Scope[] = [
      { kind: 'all' },
      { kind: 'due' },
      { kind: 'signs', category: 'C' },
      { kind: 'lessons', ids: [5] },
      { kind: 'lessons', ids: [9, 4, 11] },
    ];
    for (const s of scopes) expect(scope(practicePath(s).split('?')[1] ?? '')).toEqual(s);
  });

  it('lets the learner choose when the address names nothing it knows', () => {
    expect(scope('')).toBeNull();
    expect(scope('isomo=1,2,14')).toBeNull(); // lessons 1 and 2 have no questions
    expect(scope('ibyapa=G')).toBeNull();
    expect(scope('isomo=4,4,x')).toEqual({ kind: 'lessons', ids: [4] });
  });

  it('asks the API for one lesson at a time, taking several in turn', () => {
    const weakest: Scope = { kind: 'lessons', ids: [9, 4, 11] };
    expect([0, 1, 2, 3].map((round) => nextQueryString(weakest, round))).toEqual([
      '?lesson=9',
      '?lesson=4',
      '?lesson=11',
      '?lesson=9',
    ]);
    expect(nextQueryString({ kind: 'signs', category: 'A' }, 0)).toBe('?signs=A');
    expect(nextQueryString({ kind: 'due' }, 3)).toBe('?due=1');
    expect(nextQueryString({ kind: 'all' }, 3)).toBe('');
  });
});
