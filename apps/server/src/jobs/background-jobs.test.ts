import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { serverOptions } from '../http/server-options.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { SubscriptionsService } from '../modules/subscriptions/subscriptions.service.ts';
import { startBackgroundJobs } from './background-jobs.ts';

describe('background jobs in the log (issue 31)', () => {
  it('names the job and its round in every line written during a round, by whichever service, and nowhere else', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify(serverOptions(loadConfig({}), { write: (line) => void lines.push(JSON.parse(line)) }));
    let rounds = 0;
    const payments = {
      methods: ['mtn'],
      // A service logs with the app's logger, knowing nothing of the job that called it.
      async reconcileProvider() {
        rounds += 1;
        app.log.warn({ round: rounds }, 'status check failed; will ask again');
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (rounds === 1) throw new Error('provider unreachable');
      },
    } as unknown as PaymentsService;
    const stop = startBackgroundJobs({
      payments,
      subscriptions: { expireEnded: async () => {} } as unknown as SubscriptionsService,
      sweeps: [],
      reconcileMs: 20,
      reminders: { send: async () => {}, everyMs: 600_000 },
      deliveries: { send: async () => {}, everyMs: 600_000 },
      log: app.log,
    });
    while (rounds < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    app.log.info('outside any job');

    const [first, failed, second] = lines;
    expect(first).toMatchObject({ job: 'reconcile-mtn', round: 1, jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(failed).toMatchObject({
      level: 50,
      msg: 'background job failed',
      job: 'reconcile-mtn',
      jobId: first?.jobId,
    });
    expect(second).toMatchObject({ job: 'reconcile-mtn', round: 2 });
    expect(second?.jobId).not.toBe(first?.jobId);
    expect(lines.at(-1)).not.toHaveProperty('jobId');
    await app.close();
  });
});
