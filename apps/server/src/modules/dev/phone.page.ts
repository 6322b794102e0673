import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import type { SimTransaction } from '../../providers/payments/simulator/simulator.repository.ts';
import type { SimulatorBooks } from '../../providers/payments/simulator/simulator-books.ts';
import { outcomeFor } from '../../providers/payments/simulator/test-numbers.ts';
import { sendDevPage } from './dev-page.ts';

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
      return sendDevPage(reply, {
        title: 'Telefoni',
        heading: "Telefoni y'umunyeshuri",
        intro: 'Ubusabe bwo kwishyura bwa MTN na Airtel (simulator).',
        body: list,
        refresh: 3,
      });
    });

    scope.post<{ Params: { provider: string; reference: string; verb: string } }>(
      '/dev/phone/:provider/:reference/:verb',
      async (req, reply) => {
        const { provider, reference, verb } = req.params;
        if ((provider === 'mtn' || provider === 'airtel') && (verb === 'approve' || verb === 'decline')) {
          await books.answer(provider, reference, verb === 'approve');
        }
        return reply.redirect('/dev/phone', 303);
      },
    );
  });
}
