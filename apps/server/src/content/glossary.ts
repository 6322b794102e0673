import { paths } from '@provisoire/domain';
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { LESSON_LANGUAGES, type LessonLanguage } from './lesson-languages.ts';

/** A glossary entry: its heading, its anchor and every form a lesson may write it in. */
export interface GlossaryTerm {
  slug: string;
  term: string;
  forms: string[];
}

/** `Ahanyurwa n'abanyamaguru` → `ahanyurwa-nabanyamaguru`: an anchor that survives any apostrophe. */
export const termSlug = (term: string) =>
  term
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The terms of `content/pages/inyito.md`: each `## Term` heading, with the forms listed on its
 * `Indi mivugire: a, b` line (plurals, the law's other spelling), so lessons can link to it. A
 * translation's (`words` its language's) is read the same way; its terms keep the Kinyarwanda's anchors.
 */
export function readGlossary(
  body: string,
  problems: string[],
  words: LessonLanguage = LESSON_LANGUAGES.rw,
): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  const seen = new Set<string>();
  for (const section of body.split(/^## /m).slice(1)) {
    const [heading = '', ...rest] = section.split('\n');
    const term = heading.trim();
    const slug = termSlug(term);
    const others = words.otherForms.exec(rest.join('\n'))?.[1] ?? '';
    if (!slug || seen.has(slug)) {
      problems.push(`pages/inyito.md: the term "${term}" is empty or listed twice`);
      continue;
    }
    if (!rest.join('\n').replace(words.otherForms, '').trim())
      problems.push(`pages/inyito.md: "${term}" has no definition`);
    seen.add(slug);
    const forms = [term, ...others.split(',')].map((f) => f.trim()).filter(Boolean);
    terms.push({ slug, term, forms });
  }
  return terms;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Links the first use of each glossary term in a page to its entry, outside headings and links.
 * Longer forms win ("ikinyabiziga ndakumirwa" before "ikinyabiziga").
 */
export function linkGlossaryTerms(md: MarkdownIt, terms: GlossaryTerm[]) {
  const slugOf = new Map(terms.flatMap((t) => t.forms.map((f) => [f.toLowerCase().replace(/’/g, "'"), t.slug])));
  if (slugOf.size === 0) return;
  const alternatives = [...slugOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}])`, 'giu');

  md.core.ruler.push('glossary_links', (state) => {
    const linked = new Set<string>();
    state.tokens.forEach((block, i) => {
      if (block.type !== 'inline' || !block.children || state.tokens[i - 1]?.type === 'heading_open') return;
      const children: Token[] = [];
      let inLink = 0;
      for (const child of block.children) {
        if (child.type === 'link_open') inLink++;
        if (child.type === 'link_close') inLink--;
        if (child.type !== 'text' || inLink > 0) {
          children.push(child);
          continue;
        }
        children.push(...splitOnTerms(child.content, pattern, slugOf, linked, state.Token));
      }
      block.children = children;
    });
  });
}

function splitOnTerms(
  text: string,
  pattern: RegExp,
  slugOf: Map<string, string>,
  linked: Set<string>,
  TokenClass: typeof Token,
): Token[] {
  const tokens: Token[] = [];
  const textToken = (content: string) => Object.assign(new TokenClass('text', '', 0), { content });
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const slug = slugOf.get(match[0].toLowerCase().replace(/’/g, "'"));
    if (!slug || linked.has(slug)) continue;
    linked.add(slug);
    if (match.index > last) tokens.push(textToken(text.slice(last, match.index)));
    const open = new TokenClass('link_open', 'a', 1);
    open.attrs = [
      ['href', `${paths.glossary}#${slug}`],
      ['class', 'term'],
    ];
    tokens.push(open, textToken(match[0]), new TokenClass('link_close', 'a', -1));
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push(textToken(text.slice(last)));
  return tokens;
}
