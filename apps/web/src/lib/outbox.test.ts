import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createOutbox } from './outbox.ts';

// The practice's use of the outbox (features/practice/offline-practice.ts): one at a time, in the order
// given, dropped when refused; the exam's (all at once, closed by the server) is answer-outbox.test.ts.
interface Answer {
  requestId: string;
  questionId: string;
}

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial ? [['kept', initial]] : []);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const answer = (n: number): Answer => ({ requestId: `r${n}`, questionId: `04-00${n}` });
const inOrder = (send: (a: Answer) => Promise<unknown>, storage: ReturnType<typeof memoryStorage>) =>
  createOutbox<Answer>({
    storageKey: 'kept',
    idOf: (a) => a.requestId,
    isItem: (v): v is Answer => typeof v === 'object' && v !== null && 'requestId' in v,
    send,
    outcomeOf: (error) => (error instanceof ApiError && error.code === 'network_error' ? 'retry' : 'drop'),
    inOrder: true,
    storage,
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('an outbox in order', () => {
  it('sends what an older version kept, oldest first, one at a time, and drops one refused', async () => {
    // as offline practice has always stored them: a plain list of answers
    const storage = memoryStorage(JSON.stringify([answer(1), answer(2), answer(3)]));
    const sent: string[] = [];
    let inFlight = 0;
    const send = vi.fn(async (a: Answer) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight--;
      sent.push(a.requestId);
      if (a.requestId === 'r2') throw new ApiError(400, 'validation_failed');
    });
    const outbox = inOrder(send, storage);
    expect(await outbox.settle()).toBe(true);
    expect(sent).toEqual(['r1', 'r2', 'r3']);
    expect(storage.items.has('kept')).toBe(false);
  });

  it('stops at the first the network loses, keeps the rest in order, and goes on when back online', async () => {
    const storage = memoryStorage();
    let online = false;
    const sent: string[] = [];
    const outbox = inOrder(async (a) => {
      if (!online) throw new ApiError(0, 'network_error');
      sent.push(a.requestId);
    }, storage);
    for (const n of [1, 2, 3]) outbox.put(answer(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.status()).toBe('offline');
    expect(JSON.parse(storage.items.get('kept')!).map((a: Answer) => a.requestId)).toEqual(['r1', 'r2', 'r3']);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['r1', 'r2', 'r3']);
    expect(outbox.status()).toBe('saved');
    outbox.stop();
  });
});
