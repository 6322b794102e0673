import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkPictureFile, PICTURE_WORDS } from './compile-translations.ts';
import { readTermTable, TRANSLATIONS, type TranslationLanguage } from './term-table.ts';
import { checkTranslatedLesson, checkTranslatedQuestions } from './translation-checks.ts';

/**
 * `npx tsx apps/server/src/content/check-translation.ts en|fr [FILE…]`: checks translated question and
 * lesson files (`content/en/questions/NN-name.md`, `content/en/lessons/NN-name.md`) against their
 * Kinyarwanda while they are written; without files, every one there is.
 */
const CONTENT = join(import.meta.dirname, '../../../../content');
const [language, ...files] = process.argv.slice(2) as [TranslationLanguage, ...string[]];
if (!TRANSLATIONS.includes(language)) throw new Error(`the language is one of ${TRANSLATIONS.join(', ')}`);
const terms = readTermTable(CONTENT);
// the study pages (glossary, key numbers) mirror their Kinyarwanda as a lesson does
const KINDS = {
  questions: checkTranslatedQuestions,
  lessons: checkTranslatedLesson,
  pages: checkTranslatedLesson,
} as const;
const listed = (kind: keyof typeof KINDS) => {
  const dir = join(CONTENT, language, kind);
  return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
};
const pictureFiles = Object.keys(PICTURE_WORDS)
  .map((name) => join(CONTENT, language, name))
  .filter((path) => existsSync(path));
const paths = files.length
  ? files
  : [...listed('questions'), ...listed('lessons'), ...listed('pages'), ...pictureFiles];
const problems = paths.flatMap((path) => {
  const name = basename(path);
  if (name in PICTURE_WORDS) return checkPictureFile(CONTENT, language, name as keyof typeof PICTURE_WORDS, terms);
  const kind = basename(dirname(path)) as keyof typeof KINDS;
  if (!KINDS[kind]) return [`${path}: neither a question file nor a lesson`];
  return KINDS[kind](
    name,
    language,
    readFileSync(join(CONTENT, kind, name), 'utf8'),
    readFileSync(join(CONTENT, language, kind, name), 'utf8'),
    terms,
  );
});
console.log(
  problems.length === 0
    ? `${paths.length} file(s), no problems.`
    : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`,
);
process.exit(problems.length === 0 ? 0 : 1);
