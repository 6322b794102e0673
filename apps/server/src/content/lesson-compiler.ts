import type { Lesson } from '@provisoire/domain';
import MarkdownIt, { type PluginWithParams } from 'markdown-it';
import markdownItContainer from 'markdown-it-container';
import { escapeHtml } from '../http/escape-html.ts';
import { readFrontMatter } from './front-matter.ts';
import { MEDIA_PREFIX, type MediaFile } from './media.ts';

const LESSON_PATH = '/dashboard/amasomo/';
const SIGN_LIBRARY_PATH = '/dashboard/ibyapa';

interface LessonSources {
  signs: Map<string, MediaFile>;
  images: Map<string, MediaFile>;
  lessonIds: Set<number>;
}

// Its types are written against markdown-it's CommonJS typings; the plugin is the same object.
const container = markdownItContainer as unknown as PluginWithParams;

/**
 * Markdown as authors write it, with no raw HTML (it is shown as text), plus:
 * `![name](sign:B.1)` and `![name](image:traffic-light)` for pictures, `[text](lesson:4)` and
 * `[text](ibyapa)` for links, `::: ibyapa B.1 B.2a` for a row of signs with their names,
 * `::: igisubizo` for an answer the learner opens, `::: kugenzura` for a fact still being checked.
 */
function createRenderer(sources: LessonSources, problems: string[]) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

  md.use(container, 'igisubizo', {
    render: (tokens: { nesting: number }[], i: number) =>
      tokens[i]!.nesting === 1 ? '<details class="answer"><summary>Reba igisubizo</summary>\n' : '</details>\n',
  });
  md.use(container, 'kugenzura', {
    render: (tokens: { nesting: number }[], i: number) =>
      tokens[i]!.nesting === 1
        ? '<aside class="review" role="note"><p class="review-title">Biracyagenzurwa</p>\n'
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
        return `<figure class="sign"><img src="${MEDIA_PREFIX}${sign.file}" alt="${escapeHtml(sign.title)}" width="96" height="96" loading="lazy" decoding="async"><figcaption><b>${escapeHtml(code)}</b> ${escapeHtml(sign.title)}</figcaption></figure>`;
      });
      return `<div class="sign-row">${figures.join('')}\n`;
    },
  });

  md.renderer.rules.image = (tokens, i) => {
    const token = tokens[i]!;
    const src = token.attrGet('src') ?? '';
    const alt = token.content;
    const [kind, key = ''] = src.split(':');
    const media = kind === 'sign' ? sources.signs.get(key) : kind === 'image' ? sources.images.get(key) : undefined;
    if (!media) {
      problems.push(`picture ${src} does not exist (use sign:CODE or image:NAME)`);
      return '';
    }
    if (!alt) problems.push(`picture ${src} has no description in its [brackets]`);
    const size = kind === 'sign' ? ' width="96" height="96"' : '';
    return `<img src="${MEDIA_PREFIX}${media.file}" alt="${escapeHtml(alt)}"${size} loading="lazy" decoding="async">`;
  };

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const token = tokens[i]!;
    const href = token.attrGet('href') ?? '';
    const lesson = /^lesson:(\d+)$/.exec(href);
    if (lesson) {
      if (!sources.lessonIds.has(Number(lesson[1]))) problems.push(`link to lesson ${lesson[1]}, which does not exist`);
      token.attrSet('href', `${LESSON_PATH}${lesson[1]}`);
    } else if (href === 'ibyapa') {
      token.attrSet('href', SIGN_LIBRARY_PATH);
    } else if (/^https:\/\/[^/]+/.test(href)) {
      token.attrSet('rel', 'noopener noreferrer');
      token.attrSet('target', '_blank');
    } else {
      problems.push(`link ${href} is neither lesson:N, ibyapa nor an https address`);
      token.attrSet('href', '#');
    }
    return defaultLinkOpen(tokens, i, options, env, self);
  };
  return md;
}

/** One lesson file (`NN-name.md`) into the lesson the API serves; problems are named by file. */
export function compileLesson(file: string, source: string, sources: LessonSources, problems: string[]): Lesson | null {
  const id = Number(/^(\d+)-/.exec(file)?.[1]);
  const { fields, body } = readFrontMatter(source.replace(/\r\n/g, '\n'));
  const found: string[] = [];
  if (!Number.isInteger(id)) found.push('the file name must start with the lesson number, e.g. 04-');
  for (const key of ['title', 'description', 'image'])
    if (!fields.get(key)) found.push(`no ${key} in the front matter`);
  const image = sources.signs.get(fields.get('image') ?? '');
  if (fields.get('image') && !image) found.push(`the card image ${fields.get('image')} is not a sign`);
  const html = createRenderer(sources, found).render(body);
  if (!/<h2>/.test(html)) found.push('no ## heading in the lesson');
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
