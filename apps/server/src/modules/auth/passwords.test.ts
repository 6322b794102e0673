import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createPasswordWork, type PasswordPlace } from './passwords.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.statusCode, error.extra.retryAfter] : error;
  }
  return null;
};

describe('password work', () => {
  it('hashes and verifies, and checks a decoy when there is no account', async () => {
    const work = createPasswordWork({ concurrency: 2, queue: 2, maxWaitMs: 2000 });
    const stored = await work.hash('ikizamini-cyiza');
    expect(await work.admit().verify(stored, 'ikizamini-cyiza')).toBe(true);
    expect(await work.admit().verify(stored, 'ikizamini-kibi')).toBe(false);
    expect(await work.admit().verify(null, 'ikizamini-cyiza')).toBe(false);
  });

  it('lets a few wait their turn, refuses the next at once with 503, and takes them again once drained', async () => {
    const work = createPasswordWork({ concurrency: 1, queue: 2, maxWaitMs: 2000 });
    const running = [work.hash('a-1-ikizamini'), work.hash('a-2-ikizamini'), work.hash('a-3-ikizamini')];
    expect(refusal(() => work.admit())).toEqual(['server_busy', 503, 5]);
    expect(await Promise.all(running)).toHaveLength(3);
    expect(refusal(() => work.admit().cancel())).toBeNull();
  });

  it('gives back a place that was not used', async () => {
    const work = createPasswordWork({ concurrency: 1, queue: 0, maxWaitMs: 2000 });
    const place = work.admit();
    expect(refusal(() => work.admit())).toEqual(['server_busy', 503, 5]);
    place.cancel();
    place.cancel(); // twice changes nothing
    await work.hash('after-cancel-ikizamini');
    expect(refusal(() => work.admit())).toBeNull();
  });

  it('lets wait as many as the time hashes take here allows, not a fixed count', async () => {
    const work = createPasswordWork({ concurrency: 1, queue: 10_000, maxWaitMs: 2000 });
    await work.hash('to-time-a-hash-here'); // the estimate now comes from this machine
    await work.hash('and-another-one-here');
    const places: PasswordPlace[] = [];
    for (let i = 0; i < 10_000 && refusal(() => places.push(work.admit())) === null; i++);
    // Refused once the wait ahead would pass 2 s: a few hundred at most here, never the 10,000 the count allows.
    expect(places.length).toBeGreaterThan(1);
    expect(places.length).toBeLessThan(1000);
    expect(refusal(() => work.admit())).toEqual(['server_busy', 503, 5]);
    for (const place of places) place.cancel();
    expect(refusal(() => work.admit().cancel())).toBeNull();
  });
});
