export type SaveStatus = 'saved' | 'saving' | 'offline';

/** What a failed send means for its item: send it again later, give it up, or the whole outbox is closed. */
export type SendOutcome = 'retry' | 'drop' | 'closed';

export interface OutboxOptions<T> {
  /** Where the phone keeps the items not yet sent: a reload or a closed tab keeps them. */
  storageKey: string;
  /** The item's identity: a newer item with the same id replaces the older one. */
  idOf: (item: T) => string | number;
  /** A stored value that is one of these items (what the storage holds may be from another version). */
  isItem: (value: unknown) => value is T;
  send: (item: T) => Promise<unknown>;
  /** What a failed send means for its item. */
  outcomeOf: (error: unknown) => SendOutcome;
  /** One at a time, oldest first (the order they were given counts), rather than all at once. */
  inOrder?: boolean;
  /** The server says the outbox is over (an exam finished elsewhere, or its time ran out). */
  onClosed?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

// Backs off while offline, but not so far that a connection back (before an exam's deadline) goes unused.
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/**
 * What the phone owes the server (an exam's answers, the practice answered offline): kept on the
 * phone and sent until it lands, at once, then with back-off, and as soon as the phone is back online.
 * Each item goes under its own id, so a second send counts nothing more on the server.
 */
export function createOutbox<T>({
  storageKey,
  idOf,
  isItem,
  send,
  outcomeOf,
  inOrder = false,
  onClosed = () => {},
  storage = localStorage,
}: OutboxOptions<T>) {
  const pending = new Map<string | number, T>(readStored().map((item) => [idOf(item), item]));
  const listeners = new Set<() => void>();
  let status: SaveStatus = pending.size > 0 ? 'saving' : 'saved';
  let failures = 0;
  /** The round of sending under way, if any: one at a time. */
  let sending: Promise<void> | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function readStored(): T[] {
    try {
      const value = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(value) ? value.filter(isItem) : [];
    } catch {
      return [];
    }
  }
  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };
  const persist = () => {
    try {
      if (pending.size > 0) storage.setItem(storageKey, JSON.stringify([...pending.values()]));
      else storage.removeItem(storageKey);
    } catch {
      // Private mode or a full storage: the items still go out from memory.
    }
  };

  function flush() {
    if (!sending && !stopped) sending = sendPending().finally(() => (sending = null));
    return sending ?? Promise.resolve();
  }

  const attempt = (item: T) =>
    send(item).then(
      () => null,
      (error: unknown) => outcomeOf(error),
    );

  /** Sends what is pending until nothing is, or the server cannot be reached (then tries again later). */
  async function sendPending() {
    clearTimeout(timer);
    while (pending.size > 0 && !stopped) {
      setStatus('saving');
      const batch = inOrder ? [...pending.values()].slice(0, 1) : [...pending.values()];
      const outcomes = await Promise.all(batch.map(attempt));
      if (outcomes.includes('closed')) {
        pending.clear();
        persist();
        setStatus('saved');
        onClosed();
        return;
      }
      let retry = false;
      batch.forEach((item, i) => {
        if (outcomes[i] === 'retry') retry = true;
        // sent, or refused for good: gone, unless a newer item took its place meanwhile
        else if (pending.get(idOf(item)) === item) pending.delete(idOf(item));
      });
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
    /** The items waiting to be sent, oldest first. */
    pending: () => [...pending.values()],
    put(item: T) {
      pending.delete(idOf(item)); // a newer one goes last
      pending.set(idOf(item), item);
      persist();
      failures = 0;
      void flush();
    },
    /** Tries once more now; true when nothing is left to send. */
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

export type Outbox<T> = ReturnType<typeof createOutbox<T>>;
