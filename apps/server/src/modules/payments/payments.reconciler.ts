import { type PaymentMethod, paymentCheckDelayMs } from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { createPaymentsRepository, PaymentRow } from './payments.repository.ts';

interface ReconcilerDeps {
  /** The providers this instance can ask. */
  methods: PaymentMethod[];
  repo: ReturnType<typeof createPaymentsRepository>;
  providerOf: (method: PaymentMethod) => PaymentProvider;
  /** Asks the provider where a pending payment stands and settles it (`PaymentsService.check`). */
  check: (id: string) => Promise<PaymentRow | null | undefined>;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The reconciler: pending payments asked again at their due time, a round per provider within its
 * rate limit, claimed so that two instances never ask about one payment at once.
 */
export function createPaymentsReconciler({ methods, repo, providerOf, check, clock, log }: ReconcilerDeps) {
  /**
   * One round of the reconciler for one provider, about `roundMs` long: its due pending payments
   * that this instance could claim, asked one after the other within the provider's rate limit. What
   * the round could not ask (it ran long, or the server is stopping) is released for the next one.
   */
  async function reconcileProvider(method: PaymentMethod, roundMs: number) {
    const provider = providerOf(method);
    const spacingMs = 1000 / provider.statusChecksPerSecond;
    // A little under the round, so that the next round starts on time.
    const due = await repo.claimDue(method, clock(), Math.max(1, Math.floor((0.9 * roundMs) / spacingMs)));
    const started = Date.now();
    let asked = 0;
    try {
      for (const { id, createdAt } of due) {
        if (asked > 0) await new Promise((r) => setTimeout(r, Math.max(0, started + asked * spacingMs - Date.now())));
        if (Date.now() - started > roundMs) break;
        asked++;
        try {
          await check(id);
          const now = clock();
          await repo.scheduleCheck(
            id,
            new Date(now.getTime() + paymentCheckDelayMs(now.getTime() - createdAt.getTime())),
          );
        } catch (err) {
          log.error({ err, payment: id }, 'status check failed');
        }
      }
    } finally {
      await repo.release(
        due.slice(asked).map((payment) => payment.id),
        clock(),
      );
    }
    return asked;
  }

  return {
    /** The providers this instance can ask: the reconciler runs one round after another for each. */
    methods,
    reconcileProvider,

    /** A round for every provider at once (each keeps its own pace). */
    async reconcile(roundMs: number) {
      const rounds = await Promise.all(methods.map((method) => reconcileProvider(method, roundMs)));
      return rounds.reduce((sum, n) => sum + n, 0);
    },
  };
}
