import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import type { OutboxMessage, OutboxRepository } from '../../providers/outbox/outbox.repository.ts';
import { sendDevPage } from './dev-page.ts';

// Mail bodies are our own templates, escaped when composed, so they are shown as they would arrive.
const item = (m: OutboxMessage) => `
<article>
  <p class="meta">${m.channel === 'email' ? 'Imeli' : 'SMS'} · ${escapeHtml(m.recipient)} · <time>${m.createdAt.toISOString()}</time></p>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
  <div class="body">${m.html ?? `<p>${escapeHtml(m.text)}</p>`}</div>
</article>`;

/** A developer's inbox: what would have been e-mailed or texted, newest first. Exists only without real providers. */
export function outboxPage(app: FastifyInstance, outbox: OutboxRepository) {
  app.get('/dev/outbox', async (_req, reply) => {
    const messages = await outbox.latest();
    const list = messages.length ? messages.map(item).join('') : '<p>Nta butumwa burahari.</p>';
    return sendDevPage(reply, {
      title: 'Outbox',
      heading: 'Outbox',
      intro: 'Ubutumwa bwari koherezwa (imeli na SMS) iyo nta serivisi nyayo ihari.',
      body: list,
    });
  });
}
