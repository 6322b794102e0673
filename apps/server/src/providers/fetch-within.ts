// A provider that does not answer must not hold a learner's request, or a reconciler round, for long.
const TIMEOUT_MS = 15_000;

/**
 * fetch with a time limit. A network failure or a time-out becomes the caller's own retriable error,
 * made by `unanswered` from the reason.
 */
export async function fetchWithin(url: string, init: RequestInit, unanswered: (reason: string) => Error) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw unanswered((error as Error).message);
  }
}
