import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import type { OutboxMessage, OutboxRepository } from '../../providers/outbox/outbox.repository.ts';

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
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="rw"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Provisoire</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}.meta{color:#6b7280;font-size:.85rem}
h2{font-size:1.05rem;margin:.25rem 0}</style></head>
<body><h1>Outbox</h1><p>Ubutumwa bwari koherezwa (imeli na SMS) iyo nta serivisi nyayo ihari.</p>${list}</body></html>`);
  });
}
