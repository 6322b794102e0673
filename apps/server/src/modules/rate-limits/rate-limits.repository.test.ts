import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { rateLimits } from '../../db/schema.ts';
import { createRateLimits } from './rate-limits.repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('shared counters', () => {
  it('hands back tries on many keys from parallel callers, in any order, without a deadlock', async () => {
    const limits = createRateLimits(server.db);
    const keys = ['give:a', 'give:b', 'give:c', 'give:d'];
    const now = new Date();
    const rounds = 40;
    for (const key of keys)
      for (let i = 0; i < rounds; i++) await limits.take({ key, max: 1000, windowMs: 60_000 }, now);

    // Each caller hands back all four keys, listed in its own order, while others count tries on them.
    const orders = [keys, [...keys].reverse(), [keys[2]!, keys[0]!, keys[3]!, keys[1]!]];
    const calls = Array.from({ length: rounds }, (_, i) =>
      i % 2 === 0
        ? limits.giveBack(orders[i % 3]!)
        : Promise.all([
            limits.giveBack(orders[i % 3]!),
            limits.take({ key: keys[(i >> 1) % 4]!, max: 1000, windowMs: 60_000 }, now),
          ]),
    );
    const settled = await Promise.allSettled(calls);
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);

    const rows = await server.db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
    // 40 taken, 40 handed back, and one more taken on a key for each of the 20 odd calls.
    expect(Object.fromEntries(rows.map((r) => [r.key, r.hits]))).toEqual({
      'give:a': 5,
      'give:b': 5,
      'give:c': 5,
      'give:d': 5,
    });
  });
});
