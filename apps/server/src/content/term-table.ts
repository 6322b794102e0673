import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The languages a translation is written in, beside the Kinyarwanda. */
export const TRANSLATIONS = ['en', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATIONS)[number];

/** One row of `content/terms.md`: the words to write, and the words refused, per language. */
export interface Term {
  rw: string;
  use: Record<TranslationLanguage, string>;
  refused: Record<TranslationLanguage, string[]>;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The term table's rows: `| rw | en | fr | not en | not fr |`, the "not" words separated by " / ". */
export function parseTermTable(source: string): Term[] {
  const rows = source.split('\n').filter((l) => l.trim().startsWith('|'));
  return rows.slice(2).map((line) => {
    const [rw = '', en = '', fr = '', notEn = '', notFr = ''] = cells(line);
    const list = (cell: string) =>
      cell
        .split(' / ')
        .map((w) => w.trim())
        .filter(Boolean);
    return { rw, use: { en, fr }, refused: { en: list(notEn), fr: list(notFr) } };
  });
}

export const readTermTable = (contentDir: string) => parseTermTable(readFileSync(join(contentDir, 'terms.md'), 'utf8'));

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each refused word of `language` that `text` holds, as "uses X: write Y". */
export function refusedTranslationTerms(text: string, language: TranslationLanguage, terms: readonly Term[]) {
  return terms.flatMap((term) =>
    term.refused[language].flatMap((word) => {
      // whole words, any case; a word ending in a dot ("Art.") ends at the dot
      const found = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}${/\p{L}$/u.test(word) ? '(?![\\p{L}\\p{N}])' : ''}`,
        'iu',
      ).exec(text);
      return found ? [`uses "${found[0]}": write "${term.use[language]}"`] : [];
    }),
  );
}
