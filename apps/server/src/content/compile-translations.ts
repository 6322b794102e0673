import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion } from '@provisoire/domain';
import { readBlocks } from './question-parser.ts';
import { readTermTable, type Term, TRANSLATIONS, type TranslationLanguage } from './term-table.ts';
import { checkPictureWords, checkTranslatedLesson, checkTranslatedQuestions } from './translation-checks.ts';

/** The translation files of the pictures' words, and the folder of the pictures each speaks for. */
export const PICTURE_WORDS = { 'signs.md': 'signs', 'images.md': 'images' } as const;

/** The problems of one language's file of pictures' words (`signs.md`, `images.md`) against the pictures there are. */
export function checkPictureFile(
  dir: string,
  language: TranslationLanguage,
  file: keyof typeof PICTURE_WORDS,
  terms: readonly Term[],
) {
  const path = join(dir, language, file);
  if (!existsSync(path)) return [`${language}/${file}: missing (the pictures' words have no ${language})`];
  const keys = readdirSync(join(dir, PICTURE_WORDS[file]))
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -'.svg'.length));
  return checkPictureWords(file, language, keys, readFileSync(path, 'utf8'), terms);
}

/** The question bank in one language: each Kinyarwanda question's words in it, the same id, picture and key. */
export type TranslatedBank = Record<TranslationLanguage, BankQuestion[]>;

const markdown = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];

/**
 * The English and French of the question bank, the lessons, the study pages and the pictures' words (`content/en/`,
 * `content/fr/`), checked against the Kinyarwanda (issue 41): every one in every language, nothing more, each
 * with the same picture, choices and key place (`translation-checks.ts`). The questions come out as a
 * bank per language, built on the Kinyarwanda's (the same id, topic, sign, picture and key).
 */
export function compileTranslations(dir: string, bank: readonly BankQuestion[], problems: string[]): TranslatedBank {
  // a tree without translations (a test's) is Kinyarwanda only; ours has both (compile-translations.test.ts)
  if (!TRANSLATIONS.some((language) => existsSync(join(dir, language)))) return { en: [], fr: [] };
  const terms = readTermTable(dir);
  const rwFiles = {
    questions: markdown(join(dir, 'questions')),
    lessons: markdown(join(dir, 'lessons')),
    pages: markdown(join(dir, 'pages')),
  };
  const byId = new Map(bank.map((q) => [q.id, q]));
  const translated = {} as TranslatedBank;
  for (const language of TRANSLATIONS) {
    for (const kind of ['questions', 'lessons', 'pages'] as const) {
      const theirs = new Set(markdown(join(dir, language, kind)));
      for (const file of theirs)
        if (!rwFiles[kind].includes(file)) problems.push(`${language}/${kind}/${file}: no such file in ${kind}/`);
      for (const file of rwFiles[kind])
        if (!theirs.has(file))
          problems.push(`${language}/${kind}/${file}: missing (the ${kind}/ file has no ${language})`);
    }
    for (const file of rwFiles.lessons.filter((f) => existsSync(join(dir, language, 'lessons', f)))) {
      const read = (...path: string[]) => readFileSync(join(dir, ...path), 'utf8');
      problems.push(
        ...checkTranslatedLesson(file, language, read('lessons', file), read(language, 'lessons', file), terms),
      );
    }
    for (const file of Object.keys(PICTURE_WORDS) as (keyof typeof PICTURE_WORDS)[])
      problems.push(...checkPictureFile(dir, language, file, terms));
    const questions: BankQuestion[] = [];
    for (const file of rwFiles.questions.filter((f) => existsSync(join(dir, language, 'questions', f)))) {
      const original = readFileSync(join(dir, 'questions', file), 'utf8');
      const words = readFileSync(join(dir, language, 'questions', file), 'utf8');
      const found = checkTranslatedQuestions(file, language, original, words, terms);
      problems.push(...found);
      if (found.length > 0) continue;
      for (const block of readBlocks(words.replace(/\r\n/g, '\n'))) {
        const q = byId.get(block.id);
        if (!q) continue; // a question the Kinyarwanda build refused: its own problem says why
        questions.push({
          ...q,
          stem: block.stem.join(' '),
          choices: block.choices.map((c) => c.text),
          explanation: block.explanation.join(' '),
          picture: q.picture && { ...q.picture, alt: block.picture?.alt ?? q.picture.alt },
        });
      }
    }
    translated[language] = questions;
  }
  return translated;
}
