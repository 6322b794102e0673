import { ApiError } from '../../lib/api-client.ts';

export type SaveStatus = 'saved' | 'saving' | 'offline';

interface Options {
  save: (position: number, choice: number) => Promise<unknown>;
  /** The server says the exam is over (finished elsewhere, or its time ran out). */
  onClosed: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

// Backs off while offline, but not so far that a connection back before the deadline goes unused.
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
const CLOSED = new Set(['exam_finished', 'exam_time_up', 'exam_not_found']);

const storageKey = (attemptId: string) => `provisoire.exam-answers.${attemptId}`;

function readStored(storage: Options['storage'], attemptId: string): [number, number][] {
  try {
    const value = JSON.parse(storage?.getItem(storageKey(attemptId)) ?? '[]');
    return Array.isArray(value) ? value.filter((e) => Array.isArray(e) && e.length === 2) : [];
  } catch {
    return [];
  }
}

/**
 * The answers not yet saved on the server, kept on the phone (so a reload or a closed tab keeps them)
 * and sent again until they land: at once, then with backoff, and as soon as the phone is back online.
 */
export function createAnswerOutbox(attemptId: string, { save, onClosed, storage = localStorage }: Options) {
  const pending = new Map<number, number>(readStored(storage, attemptId));
  const listeners = new Set<() => void>();
  let status: SaveStatus = pending.size > 0 ? 'saving' : 'saved';
  let failures = 0;
  /** The round of sending under way, if any: one at a time. */
  let sending: Promise<void> | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };
  const persist = () => {
    try {
      if (pending.size > 0) storage.setItem(storageKey(attemptId), JSON.stringify([...pending]));
      else storage.removeItem(storageKey(attemptId));
    } catch {
      // Private mode or a full storage: the answers still go out from memory.
    }
  };

  function flush() {
    if (!sending && !stopped) sending = send().finally(() => (sending = null));
    return sending ?? Promise.resolve();
  }

  /** Sends what is pending until nothing is, or the server cannot be reached (then tries again later). */
  async function send() {
    clearTimeout(timer);
    while (pending.size > 0 && !stopped) {
      setStatus('saving');
      const batch = [...pending];
      const outcomes = await Promise.all(
        batch.map(([p, c]) =>
          save(p, c).then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      );
      let retry = false;
      let closed = false;
      batch.forEach(([position, choice], i) => {
        const error = outcomes[i];
        const refused = error instanceof ApiError && error.status === 400;
        if (error instanceof ApiError && CLOSED.has(error.code)) closed = true;
        else if (error && !refused) retry = true;
        else if (pending.get(position) === choice) pending.delete(position);
      });
      if (closed) {
        pending.clear();
        persist();
        setStatus('saved');
        onClosed();
        return;
      }
      persist();
      if (retry) {
        setStatus('offline');
        timer = setTimeout(flush, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
        return;
      }
      failures = 0;
    }
    setStatus('saved');
  }

  const online = () => {
    failures = 0;
    void flush();
  };
  window.addEventListener('online', online);
  if (pending.size > 0) void flush();

  return {
    /** The answers waiting to be saved, by position: they win over what the server last said. */
    pending: () => new Map(pending),
    put(position: number, choice: number) {
      pending.set(position, choice);
      persist();
      failures = 0;
      void flush();
    },
    /** Tries once more now; true when nothing is left to save. */
    async settle() {
      await flush();
      return pending.size === 0;
    },
    status: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    },
  };
}

export type AnswerOutbox = ReturnType<typeof createAnswerOutbox>;
