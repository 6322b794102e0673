import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../http/app-error.ts';

// OWASP's argon2id set: 19 MiB, 2 passes, 1 lane.
const PARAMS = {
  algorithm: 2 /* Argon2id: the package's enum is const, so not importable here */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Seconds a refused caller is told to wait: a queue of hashes drains in well under that. */
const BUSY_RETRY_AFTER_S = 5;
/** What a hash is taken to cost until one has been timed here. */
const FIRST_GUESS_MS = 50;
/** How much the newest hash's time moves the running estimate. */
const SMOOTHING = 0.2;

/** A place among the password checks: used once (hash or verify), or cancelled if not needed. */
export interface PasswordPlace {
  hash(password: string): Promise<string>;
  /** Against a missing hash (no such account) a decoy is checked, so both answers take the same time. */
  verify(storedHash: string | null, password: string): Promise<boolean>;
  cancel(): void;
}

/**
 * Password hashing, at most `concurrency` at once. Argon2 runs on the thread pool that also reads
 * files and compresses answers: a burst of sign-ins must not stall every page. The others wait their
 * turn as long as the wait ahead of them is at most `maxWaitMs` (from the time hashes take here) and
 * fewer than `queue` wait: a class signing in together is served, a flood is refused at once with 503
 * `server_busy` and a Retry-After.
 */
export function createPasswordWork({
  concurrency,
  queue,
  maxWaitMs,
}: {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
}) {
  let running = 0;
  let admitted = 0; // running or waiting
  let hashMs = FIRST_GUESS_MS;
  const waiting: (() => void)[] = [];
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    hashMs += SMOOTHING * (performance.now() - started - hashMs);
    return result;
  };
  const decoy = timed(() => hash('decoy password that matches nothing', PARAMS));

  async function turn<T>(work: () => Promise<T>) {
    if (running < concurrency) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the finisher hands its slot over
    try {
      return await timed(work);
    } finally {
      admitted -= 1;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  /** Takes a place, or refuses before anything else is done (a sign-in try is not counted then). */
  function admit(): PasswordPlace {
    const ahead = admitted - concurrency + 1; // hashes to finish before a lane is free for this one
    if (ahead > queue || (ahead > 0 && (ahead * hashMs) / concurrency > maxWaitMs))
      throw new AppError('server_busy', 503, { retryAfter: BUSY_RETRY_AFTER_S });
    admitted += 1;
    let settled = false;
    const use = <T>(work: () => Promise<T>) => {
      if (settled) throw new Error('a password place is used once');
      settled = true;
      return turn(work);
    };
    return {
      hash: (password) => use(() => hash(password, PARAMS)),
      verify: (storedHash, password) =>
        use(async () => {
          if (storedHash) return verify(storedHash, password);
          await verify(await decoy, password);
          return false;
        }),
      cancel() {
        if (settled) return;
        settled = true;
        admitted -= 1;
      },
    };
  }

  return {
    admit,
    hash: (password: string) => admit().hash(password),
    /** Hashes and checks admitted but waiting for a turn (read by /metrics). */
    waiting: () => waiting.length,
  };
}

export type PasswordWork = ReturnType<typeof createPasswordWork>;
