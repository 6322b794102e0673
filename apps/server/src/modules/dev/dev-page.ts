import type { FastifyReply } from 'fastify';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:1rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}.meta{color:#6b7280;font-size:.85rem}
h2{font-size:1.05rem;margin:.25rem 0}form{display:inline}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.6rem 1.2rem;margin-right:.5rem;cursor:pointer}
.yes{background:#047857;color:#fff}.no{background:#e5e7eb}
body.wide{max-width:none}.sheet{display:flex;flex-wrap:wrap;gap:.75rem}
.sign{margin:0;width:12rem;display:flex;flex-wrap:wrap;align-items:end;gap:.5rem;border:1px solid #e5e7eb;border-radius:.5rem;padding:.5rem}
.sign figcaption{font-size:.8rem;width:100%}`;

/** A developer page (outbox, phone): plain server-rendered HTML, never cached; `refresh` reloads it every n seconds. */
export function sendDevPage(
  reply: FastifyReply,
  page: { title: string; heading: string; intro: string; body: string; refresh?: number; wide?: boolean },
) {
  const refresh = page.refresh ? `<meta http-equiv="refresh" content="${page.refresh}">` : '';
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="rw"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh}<title>${page.title} · Provisoire</title><style>${STYLE}</style></head>
<body${page.wide ? ' class="wide"' : ''}><main><h1>${page.heading}</h1><p>${page.intro}</p>${page.body}</main></body></html>`);
}
