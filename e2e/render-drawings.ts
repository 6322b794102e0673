// `npm run content:drawings -- en [NAME…]`: each drawing with words drawn in it (content/images/), the
// Kinyarwanda beside the language's redrawing (the words of content/<language>/images.md, as the build
// redraws it), to /tmp/provisoire-drawings/<language>/NAME.png: a translator sees that every word fits.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { drawnWords, inWords, readPictures } from '../apps/server/src/content/media.ts';
import { readPictureWords } from '../apps/server/src/content/translation-checks.ts';
import { findChromium } from './support/chromium.ts';

const [language = '', ...only] = process.argv.slice(2);
if (!['en', 'fr'].includes(language)) throw new Error('the language is en or fr');
const CONTENT = join(import.meta.dirname, '../content');
const { images } = readPictures(CONTENT, []);
const words = readPictureWords(readFileSync(join(CONTENT, language, 'images.md'), 'utf8'));
const out = join('/tmp/provisoire-drawings', language);
mkdirSync(out, { recursive: true });

const asImage = (svg: string) =>
  `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="width:440px">`;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 400 } });
  let count = 0;
  for (const image of images) {
    if (drawnWords(image.svg).length === 0 || (only.length > 0 && !only.includes(image.key))) continue;
    const own = words.get(image.key);
    const redrawn = own ? inWords(image, own) : image;
    await page.setContent(
      `<body style="margin:0;display:flex;gap:8px;align-items:start">${asImage(image.svg)}${asImage(redrawn.svg)}</body>`,
    );
    await page.screenshot({ path: join(out, `${image.key}.png`), fullPage: true });
    count += 1;
  }
  console.log(`${count} drawing(s) in ${out}`);
} finally {
  await browser.close();
}
