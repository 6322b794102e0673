import type Token from 'markdown-it/lib/token.mjs';
import { isExemptSection, LESSON_LANGUAGES, type LessonLanguage } from './lesson-languages.ts';

interface Statement {
  line: number;
  text: string;
}

/**
 * Every rule a lesson states names its source: each list item (but a lead-in ending with ':') and
 * each table row outside the introduction, the summary and the `:::` notes cites an article inline
 * ("ingingo ya 33.2", or for a fact outside the 2002 Order "(Inkomoko: Polisi y'u Rwanda)"), or sits in a
 * table whose `Ingingo` column gives it; in the lesson's language (`words`). `firstLine` is the file's line
 * the Markdown body starts on.
 */
export function uncitedRules(tokens: Token[], firstLine = 1, words: LessonLanguage = LESSON_LANGUAGES.rw): string[] {
  const problems: string[] = [];
  let section = '';
  let inContainer = 0;
  // The open list items, innermost last; `null` marks a list opened inside an item, whose text its
  // own items take, not the item around it.
  const items: (Statement | null)[] = [];
  let row: { line: number; cells: string[] } | null = null;
  let header: string[] = [];
  let inHeader = false;

  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && token.tag === 'h2') section = tokens[i + 1]?.content ?? '';
    if (token.type.startsWith('container_')) inContainer += token.nesting;
    if (inContainer > 0 || isExemptSection(words, section)) return;
    switch (token.type) {
      case 'list_item_open':
        items.push({ line: (token.map?.[0] ?? 0) + firstLine, text: '' });
        break;
      case 'list_item_close': {
        const item = items.pop();
        if (!item) break;
        // "Birabujijwe:" leading into a list of its own is no rule yet: its items are, each cited.
        const leadIn = item.text.trim().endsWith(':');
        if (!leadIn && !words.cites.test(item.text))
          problems.push(`line ${item.line}: "${shorten(item.text)}" cites no article`);
        break;
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        items.push(null);
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        items.pop();
        break;
      case 'thead_open':
        inHeader = true;
        header = [];
        break;
      case 'thead_close':
        inHeader = false;
        break;
      case 'tr_open':
        row = { line: (token.map?.[0] ?? 0) + firstLine, cells: [] };
        break;
      case 'inline':
        if (row) (inHeader ? header : row.cells).push(token.content);
        else {
          const item = items.at(-1);
          if (item) item.text += ` ${token.content}`;
        }
        break;
      case 'tr_close':
        if (row && !inHeader && !rowCites(row.cells, header, words))
          problems.push(`line ${row.line}: table row "${shorten(row.cells.join(' | '))}" cites no article`);
        row = null;
        break;
    }
  });
  return problems;
}

function rowCites(cells: string[], header: string[], words: LessonLanguage) {
  const column = header.findIndex((h) => words.articleColumn.test(h.trim()));
  return words.cites.test(cells.join(' ')) || (column >= 0 && /\d/.test(cells[column] ?? ''));
}

const shorten = (text: string) => {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
};
