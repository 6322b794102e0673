import { describe, expect, it } from 'vitest';
import { inScope, pickNext } from './practice-pick.ts';

const pool = [
  { id: '12-001', topic: 12, sign: 'A.1' },
  { id: '12-002', topic: 12, sign: 'B.2' },
  { id: '12-003', topic: 12, sign: null },
  { id: '05-001', topic: 5, sign: null },
  { id: '05-002', topic: 5, sign: null },
];
const now = new Date('2026-11-26T08:00:00Z');
const options = { seen: new Map<string, number>(), due: new Map<string, number>(), now, random: Math.random };

describe('inScope', () => {
  it('narrows to a lesson, a sign category, or nothing', () => {
    expect(pool.filter((q) => inScope(q, { lesson: 5 })).map((q) => q.id)).toEqual(['05-001', '05-002']);
    expect(pool.filter((q) => inScope(q, { signs: 'B' })).map((q) => q.id)).toEqual(['12-002']);
    expect(pool.filter((q) => inScope(q, {}))).toHaveLength(pool.length);
  });
});

describe('pickNext', () => {
  it('asks a due mistake first, the longest due first', () => {
    const due = new Map([
      ['05-002', now.getTime() - 1000],
      ['12-003', now.getTime() - 5000],
      ['12-001', now.getTime() + 60_000],
    ]);
    expect(pickNext(pool, { ...options, due })).toMatchObject({ question: { id: '12-003' }, review: true });
  });

  it('then the unseen, then what was seen longest ago', () => {
    const seen = new Map(pool.slice(0, 4).map((q, i) => [q.id, i]));
    expect(pickNext(pool, { ...options, seen })?.question.id).toBe('05-002');
    seen.set('05-002', 10);
    expect(pickNext(pool, { ...options, seen })?.question.id).toBe('12-001');
  });

  it('has nothing to ask in the mistakes when none is due', () => {
    const due = new Map([['05-001', now.getTime() + 60_000]]);
    expect(pickNext(pool, { ...options, due, dueOnly: true })).toBeNull();
  });
});
