import { articleAnchor } from '@provisoire/domain';
import type Token from 'markdown-it/lib/token.mjs';
import { isExemptSection, LESSON_LANGUAGES, type LessonLanguage } from './lesson-languages.ts';

const ARTICLE = /\d+(?:\.\d+)?(?:bis)?/gi;
/** The blocks a reader lands on: a heading, a list item (the innermost), a table row, a paragraph. */
const BLOCKS = new Set(['heading', 'list_item', 'tr', 'paragraph']);

const numbersIn = (text: string) => [...text.matchAll(ARTICLE)].map((a) => a[0]);

/** The articles a text cites, in order, in its language. */
export const citedIn = (text: string, words: LessonLanguage = LESSON_LANGUAGES.rw) =>
  [...text.matchAll(words.citation)].flatMap((m) => numbersIn(m[1]!));

/**
 * Gives the first block that cites each article the article's id (`articleAnchor`): `## … (ingingo ya
 * 32)` becomes `<h2 id="ingingo-32">`, so a practice answer's link opens the lesson there. A table's
 * `Ingingo` column cites its row's article. The introduction, the summary and the `:::` boxes (an answer
 * hidden in `<details>`, a note under review) get none: the rule is stated elsewhere. A block that
 * cites two articles anchors the first; the second goes to the next block citing it.
 */
export function anchorCitedArticles(tokens: Token[], words: LessonLanguage = LESSON_LANGUAGES.rw) {
  const anchored = new Set<string>();
  const open: Token[] = [];
  let section = '';
  let inContainer = 0;
  let articleColumn = -1;
  let cell = -1;
  tokens.forEach((token, i) => {
    const block = token.type.replace(/_(open|close)$/, '');
    if (token.type === 'heading_open' && token.tag === 'h2') section = tokens[i + 1]?.content ?? '';
    if (token.type.startsWith('container_')) inContainer += token.nesting;
    if (BLOCKS.has(block) && token.nesting === 1) open.push(token);
    if (BLOCKS.has(block) && token.nesting === -1) open.pop();
    if (token.type === 'table_open') articleColumn = -1;
    if (token.type === 'tr_open') cell = -1;
    if (token.type === 'th_open' || token.type === 'td_open') cell += 1;
    if (token.type !== 'inline' || inContainer > 0 || isExemptSection(words, section)) return;
    if (tokens[i - 1]?.type === 'th_open') {
      if (words.articleColumn.test(token.content.trim())) articleColumn = cell;
      return;
    }
    const inColumn = tokens[i - 1]?.type === 'td_open' && cell === articleColumn;
    // The innermost list item or row rather than the paragraph markdown-it puts inside it.
    const target = open.findLast((t) => t.type !== 'paragraph_open') ?? open.at(-1);
    // a cell of the article column holds only articles' numbers
    const cited = inColumn ? numbersIn(token.content) : citedIn(token.content, words);
    for (const article of cited) {
      const id = articleAnchor(article)!;
      if (!target || anchored.has(id) || target.attrGet('id')) continue;
      target.attrSet('id', id);
      anchored.add(id);
    }
  });
}
