import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SIGN_CATEGORIES, type SignCategory } from '@provisoire/domain';
import { escapeHtml } from '../http/escape-html.ts';

/** An SVG picture ready to serve under a name that changes with its bytes. */
export interface MediaFile {
  /** `B.1` for a sign, `traffic-light` for a picture. */
  key: string;
  file: string;
  svg: string;
  title: string;
  desc: string;
  /** From its viewBox: the picture's shape, so a page keeps its place before it loads. */
  width: number;
  height: number;
}

export interface SignMedia extends MediaFile {
  category: SignCategory;
}

export const MEDIA_PREFIX = '/media/';

const CODE = /^([A-F])\.\d+(bis|[a-j])?$/;
// An SVG shown through <img> runs nothing, but one opened on its own would: refuse what could.
const UNSAFE = [/<script/i, /\son[a-z]+\s*=/i, /<foreignObject/i, /href\s*=\s*["'](?!#)/i, /javascript:/i];

/** Checks one SVG file and keeps what the app needs of it; problems go to `problems`, named by file. */
function readSvg(path: string, problems: string[]): MediaFile | null {
  const name = basename(path);
  const source = readFileSync(path, 'utf8');
  const svg = source
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const title = /<title>([^<]+)<\/title>/.exec(svg)?.[1]?.trim() ?? '';
  const desc = /<desc>([^<]+)<\/desc>/.exec(svg)?.[1]?.trim() ?? '';
  const before = problems.length;
  if (!/^<svg\s[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) problems.push(`${name}: not an <svg> file`);
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!viewBox) problems.push(`${name}: the <svg> has no viewBox "0 0 width height"`);
  if (!title) problems.push(`${name}: no <title> (the Kinyarwanda name)`);
  if (!desc) problems.push(`${name}: no <desc> (what it means, in Kinyarwanda)`);
  for (const pattern of UNSAFE) if (pattern.test(svg)) problems.push(`${name}: holds ${pattern.source}, not allowed`);
  if (problems.length > before) return null;
  const key = name.replace(/\.svg$/, '');
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { key, file: `${key}-${hash}.svg`, svg, title, desc, width: Number(viewBox![1]), height: Number(viewBox![2]) };
}

/** The SVG files of a folder; a folder that does not exist (git keeps no empty one) has none. */
function svgFiles(dir: string) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => join(dir, f));
}

/** The road signs under `content/signs`, one SVG each named by its official code. */
function readSigns(dir: string, problems: string[]): SignMedia[] {
  const signs: SignMedia[] = [];
  for (const path of svgFiles(dir)) {
    const media = readSvg(path, problems);
    if (!media) continue;
    const category = CODE.exec(media.key)?.[1] as SignCategory | undefined;
    if (!category || !SIGN_CATEGORIES.includes(category)) {
      problems.push(`${basename(path)}: the name is not a sign code like A.1a or E.19bis`);
      continue;
    }
    signs.push({ ...media, category });
  }
  return signs.sort(bySignCode);
}

/** Other pictures for lessons, under `content/images`. */
function readImages(dir: string, problems: string[]): MediaFile[] {
  return svgFiles(dir).flatMap((path) => readSvg(path, problems) ?? []);
}

/** A.2 before A.10, A.1a before A.1b, E.19 before E.19bis: the annexes' order. */
function bySignCode(a: { key: string }, b: { key: string }) {
  return a.key.localeCompare(b.key, 'en', { numeric: true });
}

/** The signs and pictures of `content/`, and both by key, as lessons and questions name them. */
export function readPictures(contentDir: string, problems: string[]) {
  const signs = readSigns(join(contentDir, 'signs'), problems);
  const images = readImages(join(contentDir, 'images'), problems);
  return {
    signs,
    images,
    byKey: { signs: new Map(signs.map((s) => [s.key, s])), images: new Map(images.map((i) => [i.key, i])) },
  };
}

const TEXT = /(<text\b[^>]*>)([^<]*)(<\/text>)/g;
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|#39|amp);/g, (_, name: string) =>
    name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : name === 'amp' ? '&' : "'",
  );

/** The words drawn in a picture (its `<text>`s with a letter in them; a number alone reads in every language). */
export const drawnWords = (svg: string) =>
  [...new Set([...svg.matchAll(TEXT)].map((m) => unescapeXml(m[2]!).trim()))].filter((w) => /\p{L}/u.test(w));

/**
 * A picture with its words in another language: its name and description (`<title>`, `<desc>`) and every
 * word drawn in it, each `<text>` given its translation (`drawn`, by the Kinyarwanda as drawn). When any
 * drawn word changes, it is a file of its own, named by its bytes; otherwise the same file.
 */
export function inWords<T extends MediaFile>(
  picture: T,
  { title, desc, drawn }: { title: string; desc: string; drawn: ReadonlyMap<string, string> },
): T {
  const words = { ...picture, title, desc };
  const redrawn = picture.svg.replace(TEXT, (whole, open: string, text: string, close: string) => {
    const translated = drawn.get(unescapeXml(text).trim());
    return translated === undefined ? whole : `${open}${escapeHtml(translated)}${close}`;
  });
  if (redrawn === picture.svg) return words;
  const svg = redrawn
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<desc>[^<]*<\/desc>/, `<desc>${escapeHtml(desc)}</desc>`);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return { ...words, svg, file: `${picture.key}-${hash}.svg` };
}
