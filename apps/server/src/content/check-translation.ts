import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readTermTable, TRANSLATIONS, type TranslationLanguage } from './term-table.ts';
import { checkTranslatedQuestions } from './translation-checks.ts';

/**
 * `npx tsx apps/server/src/content/check-translation.ts en|fr [FILE…]`: checks translated question files
 * (`content/en/questions/NN-name.md`) against their Kinyarwanda while they are written; without files,
 * every one there is.
 */
const CONTENT = join(import.meta.dirname, '../../../../content');
const [language, ...files] = process.argv.slice(2) as [TranslationLanguage, ...string[]];
if (!TRANSLATIONS.includes(language)) throw new Error(`the language is one of ${TRANSLATIONS.join(', ')}`);
const terms = readTermTable(CONTENT);
const dir = join(CONTENT, language, 'questions');
const names = files.length
  ? files.map((f) => basename(f))
  : existsSync(dir)
    ? (await import('node:fs')).readdirSync(dir)
    : [];
const problems = names.flatMap((name) =>
  checkTranslatedQuestions(
    name,
    language,
    readFileSync(join(CONTENT, 'questions', name), 'utf8'),
    readFileSync(join(dir, name), 'utf8'),
    terms,
  ),
);
console.log(
  problems.length === 0
    ? `${names.length} file(s), no problems.`
    : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`,
);
process.exit(problems.length === 0 ? 0 : 1);
