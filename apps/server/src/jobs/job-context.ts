import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const current = new AsyncLocalStorage<{ job: string; jobId: string }>();

/**
 * Runs one round of a background job with its name and a fresh id: every log line written during
 * it, by whichever service, carries both (see `jobLogFields`), as a request's lines carry its reqId.
 */
export const inJob = <T>(job: string, work: () => Promise<T>) => current.run({ job, jobId: randomUUID() }, work);

/** The fields a log line gets while a job round runs (pino's `mixin`); none outside one. */
export const jobLogFields = () => current.getStore() ?? {};
