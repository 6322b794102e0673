// Where a lesson cites an article of the traffic code: the compiler gives the first place each article
// is cited an id, and a practice answer's "Soma mu isomo" opens the lesson there, not at its top.

/** An article as the texts write it after "ingingo ya": 32, 32.6, 26bis. */
const ARTICLE_NUMBER = /\d+(?:\.\d+)?(?:bis)?/i;
const ANCHOR = / id="(ingingo-[0-9a-z-]+)"/g;

/** The element id of an article ("32.6" or "Ingingo ya 32.6" → `ingingo-32-6`); null when it names none. */
export function articleAnchor(article: string) {
  const number = ARTICLE_NUMBER.exec(article)?.[0];
  return number ? `ingingo-${number.toLowerCase().replace('.', '-')}` : null;
}

/** The article ids a compiled lesson has, in their order. */
export const anchorsIn = (html: string) => [...html.matchAll(ANCHOR)].map((m) => m[1]!);

/**
 * Where to open a lesson for an article, among its anchors: the article itself; else the article it is
 * part of (32.6 within 32); else the article's first part the lesson cites (33 at 33.2). Null: the top.
 */
export function citedAt(article: string | null, anchors: readonly string[]) {
  const id = article && articleAnchor(article);
  if (!id) return null;
  if (anchors.includes(id)) return id;
  const whole = id.replace(/-\d+$/, '');
  if (whole !== id && anchors.includes(whole)) return whole;
  return anchors.find((a) => a.startsWith(`${id}-`)) ?? null;
}
