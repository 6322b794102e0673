import { type Lesson, paths, type StudyPage, type StudyPageSlug } from '@provisoire/domain';
import MarkdownIt, { type PluginWithParams } from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import markdownItContainer from 'markdown-it-container';
import { escapeHtml } from '../http/escape-html.ts';
import { anchorCitedArticles } from './cited-articles.ts';
import { readFrontMatter } from './front-matter.ts';
import { type GlossaryTerm, linkGlossaryTerms, termSlug } from './glossary.ts';
import type { LessonLanguage } from './lesson-languages.ts';
import { MEDIA_PREFIX, type MediaFile } from './media.ts';
import { uncitedRules } from './rule-citations.ts';

/** Where `[text](ibyapa)`, `[text](inyito)` and `[text](imibare)` lead. */
const PAGE_PATHS: Record<string, string> = {
  ibyapa: paths.signs,
  inyito: paths.glossary,
  imibare: paths.numbers,
};
/** Lessons 3 to 13 teach the code: every rule they state cites its article. */
const CITING_LESSONS = { from: 3, to: 13 };

export interface LessonSources {
  /** The pictures, with their names and descriptions in the lessons' language. */
  signs: Map<string, MediaFile>;
  images: Map<string, MediaFile>;
  lessonIds: Set<number>;
  /** The language's glossary, its terms under the Kinyarwanda's anchors. */
  glossary: GlossaryTerm[];
  /** The lessons' language: its citations, sections and labels. */
  words: LessonLanguage;
}

// Its types are written against markdown-it's CommonJS typings; the plugin is the same object.
const container = markdownItContainer as unknown as PluginWithParams;

/**
 * Markdown as authors write it, with no raw HTML (it is shown as text), plus:
 * `![name](sign:B.1)` and `![name](image:traffic-light)` for pictures, `[text](lesson:4)` and
 * `[text](ibyapa)` for links, `::: ibyapa B.1 B.2a` for a row of signs with their names,
 * `::: igisubizo` for an answer the learner opens, `::: kugenzura` for a fact still being checked.
 */
function createRenderer(sources: LessonSources, problems: string[], { linkTerms = true } = {}) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  if (linkTerms) linkGlossaryTerms(md, sources.glossary);
  const glossarySlugs = new Set(sources.glossary.map((t) => t.slug));

  md.use(container, 'igisubizo', {
    render: (tokens: { nesting: number }[], i: number) =>
      tokens[i]!.nesting === 1
        ? `<details class="answer"><summary>${escapeHtml(sources.words.answer)}</summary>\n`
        : '</details>\n',
  });
  md.use(container, 'kugenzura', {
    render: (tokens: { nesting: number }[], i: number) =>
      tokens[i]!.nesting === 1
        ? `<aside class="review" role="note"><p class="review-title">${escapeHtml(sources.words.review)}</p>\n`
        : '</aside>\n',
  });
  md.use(container, 'ibyapa', {
    validate: (params: string) => /^ibyapa(\s+\S+)+$/.test(params.trim()),
    render: (tokens: { nesting: number; info: string }[], i: number) => {
      if (tokens[i]!.nesting !== 1) return '</div>\n';
      const codes = tokens[i]!.info.trim().split(/\s+/).slice(1);
      const figures = codes.map((code) => {
        const sign = sources.signs.get(code);
        if (!sign) {
          problems.push(`sign ${code} does not exist`);
          return '';
        }
        return `<figure class="sign"><img src="${MEDIA_PREFIX}${sign.file}" alt="" width="96" height="96" loading="lazy" decoding="async"><figcaption><b>${escapeHtml(code)}</b> ${escapeHtml(sign.title)}</figcaption></figure>`;
      });
      return `<div class="sign-row">${figures.join('')}\n`;
    },
  });

  // A table fills the text's width and scrolls on its own, never the page, when it cannot fit.
  md.renderer.rules.table_open = () => '<div class="table-scroll"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';

  md.renderer.rules.image = (tokens, i) => {
    const token = tokens[i]!;
    const src = token.attrGet('src') ?? '';
    const [kind, key = ''] = src.split(':');
    const media = kind === 'sign' ? sources.signs.get(key) : kind === 'image' ? sources.images.get(key) : undefined;
    if (!media) {
      problems.push(`picture ${src} does not exist (use sign:CODE or image:NAME)`);
      return '';
    }
    if (kind === 'sign') {
      // A sign in a question is described by the author, never by its name: that would give the answer.
      if (!token.content) problems.push(`picture ${src} has no description in its [brackets]`);
      return `<img src="${MEDIA_PREFIX}${media.file}" alt="${escapeHtml(token.content)}" width="96" height="96" loading="lazy" decoding="async">`;
    }
    // A drawn situation is read aloud by its own description unless the lesson gives another.
    const alt = token.content || media.desc;
    return `<img class="diagram" src="${MEDIA_PREFIX}${media.file}" alt="${escapeHtml(alt)}" width="${media.width}" height="${media.height}" loading="lazy" decoding="async">`;
  };

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i]!;
    const href = token.attrGet('href') ?? '';
    const lesson = /^lesson:(\d+)$/.exec(href);
    if (lesson) {
      if (!sources.lessonIds.has(Number(lesson[1]))) problems.push(`link to lesson ${lesson[1]}, which does not exist`);
      token.attrSet('href', paths.lesson(Number(lesson[1])));
    } else if (Object.hasOwn(PAGE_PATHS, href)) {
      token.attrSet('href', PAGE_PATHS[href]!);
    } else if (href.startsWith('inyito:')) {
      const slug = termSlug(href.slice('inyito:'.length));
      if (!glossarySlugs.has(slug)) problems.push(`link ${href}: no such term in the glossary`);
      token.attrSet('href', `${paths.glossary}#${slug}`);
    } else if (href.startsWith(`${paths.glossary}#`)) {
      // A glossary term's first use, linked by the compiler itself.
    } else if (/^https:\/\/[^/]+/.test(href)) {
      token.attrSet('rel', 'noopener noreferrer');
      token.attrSet('target', '_blank');
    } else {
      problems.push(`link ${href} is neither lesson:N, ibyapa, inyito(:term), imibare nor an https address`);
      token.attrSet('href', '#');
    }
    return defaultLinkOpen(tokens, i, options, env, self);
  };
  return md;
}

/** One lesson file (`NN-name.md`) into the lesson the API serves; problems are named by file. */
export function compileLesson(file: string, source: string, sources: LessonSources, problems: string[]): Lesson | null {
  const id = Number(/^(\d+)-/.exec(file)?.[1]);
  const text = source.replace(/\r\n/g, '\n');
  const { fields, body } = readFrontMatter(text);
  const found: string[] = [];
  if (!Number.isInteger(id)) found.push('the file name must start with the lesson number, e.g. 04-');
  for (const key of ['title', 'description', 'image'])
    if (!fields.get(key)) found.push(`no ${key} in the front matter`);
  const imageKey = fields.get('image') ?? '';
  const image = sources.signs.get(imageKey) ?? sources.images.get(imageKey);
  if (imageKey && !image) found.push(`the card image ${imageKey} is neither a sign nor a picture`);
  const md = createRenderer(sources, found);
  const tokens = md.parse(body, {});
  if (id >= CITING_LESSONS.from && id <= CITING_LESSONS.to)
    found.push(...uncitedRules(tokens, bodyStart(text, body), sources.words));
  anchorCitedArticles(tokens, sources.words);
  const html = md.renderer.render(tokens, md.options, {});
  if (!/<h2[\s>]/.test(html)) found.push('no ## heading in the lesson');
  problems.push(...found.map((p) => `${file}: ${p}`));
  if (found.length > 0 || !image) return null;
  return {
    id,
    title: fields.get('title')!,
    description: fields.get('description')!,
    image: `${MEDIA_PREFIX}${image.file}`,
    html,
  };
}

/**
 * A page beside the lessons (`content/pages/SLUG.md`): the key numbers, with the same Markdown and
 * the same citation rule, or the glossary, whose `##` terms become anchors and link nowhere else.
 */
export function compileStudyPage(
  slug: StudyPageSlug,
  source: string,
  sources: LessonSources,
  problems: string[],
): StudyPage | null {
  const text = source.replace(/\r\n/g, '\n');
  const { fields, body } = readFrontMatter(text);
  const found: string[] = [];
  for (const key of ['title', 'description']) if (!fields.get(key)) found.push(`no ${key} in the front matter`);
  const isGlossary = slug === 'inyito';
  const md = createRenderer(sources, found, { linkTerms: !isGlossary });
  const tokens = md.parse(body, {});
  if (isGlossary) anchorHeadings(tokens, sources.glossary);
  else found.push(...uncitedRules(tokens, bodyStart(text, body), sources.words));
  const html = md.renderer.render(tokens, md.options, {});
  problems.push(...found.map((p) => `pages/${slug}.md: ${p}`));
  if (found.length > 0) return null;
  return { slug, title: fields.get('title')!, description: fields.get('description')!, html };
}

/** The line of the file its Markdown body starts on, so problems name the line an author sees. */
const bodyStart = (text: string, body: string) => text.split('\n').length - body.split('\n').length + 1;

/**
 * `## Term` gets its entry's anchor (`id="term"`, the Kinyarwanda term's in every language): the address
 * a lesson's link to the term opens at.
 */
function anchorHeadings(tokens: Token[], glossary: readonly GlossaryTerm[]) {
  const headings = tokens.filter((token) => token.type === 'heading_open' && token.tag === 'h2');
  headings.forEach((heading, i) => {
    const slug = glossary[i]?.slug;
    if (slug) heading.attrSet('id', slug);
  });
}
