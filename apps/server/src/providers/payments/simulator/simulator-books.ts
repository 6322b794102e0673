import type { FastifyBaseLogger } from 'fastify';
import type { SimTransaction, SimulatorRepository } from './simulator.repository.ts';
import type { SimulatorSettings } from './simulator-settings.ts';
import { FAILURE_REASONS, outcomeFor } from './test-numbers.ts';

type Provider = SimTransaction['provider'];

/** The callback each provider sends once a transaction is final: MTN's status body, Airtel's short form. */
function callbackOf(tx: SimTransaction, settings: SimulatorSettings) {
  if (tx.provider === 'mtn') {
    if (!tx.callbackUrl) return null;
    return { url: tx.callbackUrl, method: settings.mtn.callbackMethod, body: mtnStatusBody(tx) };
  }
  const ok = tx.status === 'successful';
  return {
    url: settings.airtel.callbackUrl,
    method: 'POST' as const,
    body: {
      transaction: {
        id: tx.reference,
        message: ok ? `Paid ${tx.currency} ${tx.amount}` : (tx.reason ?? 'Transaction failed'),
        status_code: ok ? 'TS' : 'TF',
        airtel_money_id: ok ? airtelMoneyId(tx) : null,
      },
    },
  };
}

/** A whole, positive amount that the books' integer column holds (both providers refuse the rest as invalid). */
export const isAmount = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

export const mtnStatusBody = (tx: SimTransaction) => ({
  ...(tx.status === 'successful' && { financialTransactionId: financialId(tx) }),
  externalId: tx.externalId,
  amount: String(tx.amount),
  currency: tx.currency,
  payer: { partyIdType: 'MSISDN', partyId: tx.msisdn },
  payerMessage: '',
  payeeNote: tx.externalId,
  status: tx.status === 'successful' ? 'SUCCESSFUL' : tx.status === 'failed' ? 'FAILED' : 'PENDING',
  ...(tx.status === 'failed' && { reason: tx.reason }),
});

const financialId = (tx: SimTransaction) =>
  String(Number.parseInt(tx.reference.replace(/\D/g, '').slice(0, 9) || '1', 10));
export const airtelMoneyId = (tx: SimTransaction) => `MP${tx.reference.replace(/-/g, '').slice(0, 12).toUpperCase()}`;

/** Decides transactions and sends each callback once, with no retry, as the providers do. */
export function createSimulatorBooks(repo: SimulatorRepository, settings: SimulatorSettings, log: FastifyBaseLogger) {
  function sendCallback(tx: SimTransaction) {
    const callback = callbackOf(tx, settings);
    if (!callback || settings.dropCallbacks) return;
    fetch(callback.url, {
      method: callback.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(callback.body),
      signal: AbortSignal.timeout(10_000),
    }).catch((err) => log.warn({ err, url: callback.url }, 'simulator callback not delivered'));
  }

  return {
    repo,
    settings,
    sendCallback,
    /**
     * Books a new request with the outcome fixed for its number: decided at once (and its callback
     * sent) for the numbers that succeed, fail or are rejected; pending otherwise. False for a duplicate.
     */
    async open(request: Omit<SimTransaction, 'status' | 'reason' | 'createdAt' | 'decidedAt'>, national: string) {
      const outcome = outcomeFor(request.provider, national);
      const final = outcome === 'success' || outcome === 'fail' || outcome === 'reject';
      const tx = await repo.insert({
        ...request,
        status: !final ? 'pending' : outcome === 'success' ? 'successful' : 'failed',
        reason:
          outcome === 'fail' || outcome === 'reject'
            ? FAILURE_REASONS[request.provider][outcome]
            : outcome === 'timeout'
              ? 'timeout'
              : null,
        decidedAt: final ? new Date() : null,
      });
      if (tx && final) setImmediate(() => sendCallback(tx)); // after our answer, as the provider would
      return tx !== null;
    },
    /** The learner's answer on the phone page. */
    async answer(provider: Provider, reference: string, approve: boolean) {
      const reason = approve ? null : FAILURE_REASONS[provider].reject;
      const tx = await repo.decide(provider, reference, approve ? 'successful' : 'failed', reason, new Date());
      if (tx) sendCallback(tx);
      return tx;
    },
    /** A "timeout" number's request, asked about after the time limit, fails as expired. */
    async current(provider: Provider, reference: string) {
      const tx = await repo.find(provider, reference);
      if (
        tx?.status === 'pending' &&
        tx.reason === 'timeout' &&
        Date.now() - tx.createdAt.getTime() > settings.timeoutMs
      ) {
        return (await repo.decide(provider, reference, 'failed', 'EXPIRED', new Date())) ?? tx;
      }
      return tx;
    },
  };
}

export type SimulatorBooks = ReturnType<typeof createSimulatorBooks>;
