import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import type { SimTransaction } from '../../providers/payments/simulator/simulator.repository.ts';
import type { SimulatorBooks } from '../../providers/payments/simulator/simulator-books.ts';
import { outcomeFor } from '../../providers/payments/simulator/test-numbers.ts';

const national = (tx: SimTransaction) => (tx.provider === 'mtn' ? tx.msisdn.slice(3) : tx.msisdn);

const row = (tx: SimTransaction) => {
  const action = (verb: string) => `/dev/phone/${tx.provider}/${encodeURIComponent(tx.reference)}/${verb}`;
  return `
<article>
  <p class="meta">${tx.provider === 'mtn' ? 'MTN MoMo' : 'Airtel Money'} · 0${escapeHtml(national(tx))} · <time>${tx.createdAt.toISOString()}</time></p>
  <p class="ask">Emeza kwishyura <strong>${tx.amount} ${escapeHtml(tx.currency)}</strong> kuri Provisoire?</p>
  <form method="post" action="${action('approve')}"><button class="yes">Approve</button></form>
  <form method="post" action="${action('decline')}"><button class="no">Decline</button></form>
</article>`;
};

/**
 * Plays the learner's phone while the payment simulators run: each pending request-to-pay (other than
 * the fixed test numbers) waits here for Approve or Decline, as the USSD prompt would.
 */
export function phonePage(app: FastifyInstance, books: SimulatorBooks) {
  app.register(async (scope) => {
    // The buttons post plain HTML forms; their bodies carry nothing we read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );

    scope.get('/dev/phone', async (_req, reply) => {
      const waiting = (await books.repo.pending()).filter((tx) => !outcomeFor(tx.provider, national(tx)));
      const list = waiting.length ? waiting.map(row).join('') : '<p>Nta busabe bwo kwishyura butegereje.</p>';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html>
<html lang="rw"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="3"><title>Telefoni · Provisoire</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}.meta{color:#6b7280;font-size:.85rem}
form{display:inline}button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.6rem 1.2rem;margin-right:.5rem;cursor:pointer}
.yes{background:#047857;color:#fff}.no{background:#e5e7eb}</style></head>
<body><h1>Telefoni y'umunyeshuri</h1><p>Ubusabe bwo kwishyura bwa MTN na Airtel (simulator).</p>${list}</body></html>`);
    });

    scope.post<{ Params: { provider: string; reference: string; verb: string } }>(
      '/dev/phone/:provider/:reference/:verb',
      async (req, reply) => {
        const { provider, reference, verb } = req.params;
        if ((provider === 'mtn' || provider === 'airtel') && (verb === 'approve' || verb === 'decline')) {
          const declined = provider === 'mtn' ? 'APPROVAL_REJECTED' : 'Refused by the subscriber';
          await books.decide(
            provider,
            reference,
            verb === 'approve' ? 'successful' : 'failed',
            verb === 'approve' ? null : declined,
          );
        }
        return reply.redirect('/dev/phone', 303);
      },
    );
  });
}
