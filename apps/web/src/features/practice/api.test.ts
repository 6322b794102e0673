import { apiUrl } from '@provisoire/domain';
import { describe, expect, it } from 'vitest';
import { nextQuery, practicePath, type Scope, scopeFromParams } from './api.ts';

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
    const asked = (scope: Scope, round: number) => apiUrl('GET /api/practice/next', { query: nextQuery(scope, round) });
    expect([0, 1, 2, 3].map((round) => asked(weakest, round))).toEqual([
      '/api/practice/next?lesson=9',
      '/api/practice/next?lesson=4',
      '/api/practice/next?lesson=11',
      '/api/practice/next?lesson=9',
    ]);
    expect(asked({ kind: 'signs', category: 'A' }, 0)).toBe('/api/practice/next?signs=A');
    expect(asked({ kind: 'due' }, 3)).toBe('/api/practice/next?due=1');
    expect(asked({ kind: 'all' }, 3)).toBe('/api/practice/next');
  });
});
