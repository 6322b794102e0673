import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createAnswerOutbox } from './answer-outbox.ts';

/** A phone's storage, kept between two outboxes as between two page loads. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const offline = (): Promise<unknown> => Promise.reject(new ApiError(0, 'network_error'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the answer outbox', () => {
  it('keeps an answer the network lost, says so, and sends it again with back-off until it lands', async () => {
    const storage = memoryStorage();
    const save = vi.fn(offline);
    const outbox = createAnswerOutbox('a1', { save, onClosed: () => {}, storage });
    outbox.put(3, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.status()).toBe('offline');
    expect(outbox.pending()).toEqual(new Map([[3, 2]]));
    expect(storage.items.get('provisoire.exam-answers.a1')).toBe('[[3,2]]'); // survives a reload

    // Tried again after 1 s, then 2 s: still offline.
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);

    // The network is back: the next try saves it, and nothing is left on the phone.
    save.mockImplementation(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(4000);
    expect(outbox.status()).toBe('saved');
    expect(outbox.pending().size).toBe(0);
    expect(storage.items.has('provisoire.exam-answers.a1')).toBe(false);
    outbox.stop();
  });

  it('sends at once when the phone comes back online, without waiting for the back-off', async () => {
    const save = vi.fn(offline);
    const outbox = createAnswerOutbox('a2', { save, onClosed: () => {}, storage: memoryStorage() });
    outbox.put(0, 1);
    await vi.advanceTimersByTimeAsync(0);
    save.mockImplementation(() => Promise.resolve());
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(outbox.status()).toBe('saved');
    outbox.stop();
  });

  it('sends the answers a reload kept, and keeps the newest choice for a position', async () => {
    const storage = memoryStorage();
    storage.setItem('provisoire.exam-answers.a3', '[[1,0],[2,3]]');
    const saved: [number, number][] = [];
    const outbox = createAnswerOutbox('a3', {
      save: (position, choice) => Promise.resolve(void saved.push([position, choice])),
      onClosed: () => {},
      storage,
    });
    outbox.put(2, 1); // changed before the first round is through
    await outbox.settle();
    expect(saved).toContainEqual([1, 0]);
    expect(saved.at(-1)).toEqual([2, 1]);
    expect(outbox.pending().size).toBe(0);
    outbox.stop();
  });

  it('stops, forgets what is pending and says so when the server says the exam is over', async () => {
    const storage = memoryStorage();
    const onClosed = vi.fn();
    const outbox = createAnswerOutbox('a4', {
      save: () => Promise.reject(new ApiError(409, 'exam_time_up')),
      onClosed,
      storage,
    });
    outbox.put(5, 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(outbox.pending().size).toBe(0);
    expect(storage.items.size).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000); // and never tries again
    expect(onClosed).toHaveBeenCalledTimes(1);
    outbox.stop();
  });

  it('drops an answer the server refuses as invalid rather than retrying it forever', async () => {
    const save = vi.fn(() => Promise.reject(new ApiError(400, 'validation_failed')));
    const outbox = createAnswerOutbox('a5', { save, onClosed: () => {}, storage: memoryStorage() });
    outbox.put(7, 9);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(outbox.status()).toBe('saved');
    outbox.stop();
  });

  it('still sends from memory when the phone will not store (private mode, storage full)', async () => {
    const saved: number[] = [];
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const outbox = createAnswerOutbox('a6', {
      save: (position) => Promise.resolve(void saved.push(position)),
      onClosed: () => {},
      storage: full,
    });
    outbox.put(4, 2);
    expect(await outbox.settle()).toBe(true);
    expect(saved).toEqual([4]);
    outbox.stop();
  });
});
