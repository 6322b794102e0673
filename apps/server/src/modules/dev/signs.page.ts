import type { RoadSign } from '@provisoire/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import { sendDevPage } from './dev-page.ts';

const SIZES = [60, 120];

const card = (sign: RoadSign) => `
<figure class="sign" id="${escapeHtml(sign.code)}">
  ${SIZES.map((size) => `<img src="${sign.image}" width="${size}" height="${size}" alt="${escapeHtml(`${sign.code} ${size} px`)}">`).join('')}
  <figcaption><b>${escapeHtml(sign.code)}</b> ${escapeHtml(sign.name)}</figcaption>
</figure>`;

/** Every road sign at the sizes learners see it (lists 60 px, lessons 120 px), for reviewing the drawings. */
export function signsPage(app: FastifyInstance, signs: RoadSign[]) {
  app.get('/dev/signs', async (_req, reply) =>
    sendDevPage(reply, {
      title: 'Ibyapa',
      heading: `Ibyapa byose (${signs.length})`,
      intro: 'Buri cyapa uko kigaragara kuri px 60 (mu rutonde) no kuri px 120 (mu isomo).',
      body: `<div class="sheet">${signs.map(card).join('')}</div>`,
      wide: true,
    }),
  );
}
