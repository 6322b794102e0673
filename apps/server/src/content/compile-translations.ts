import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion } from '@provisoire/domain';
import type { LanguageContent } from './compile-content.ts';
import { compileStudy, markdownFiles, readPages, roadSigns } from './compile-study.ts';
import { readFrontMatter } from './front-matter.ts';
import { type GlossaryTerm, readGlossary } from './glossary.ts';
import type { LessonSources } from './lesson-compiler.ts';
import { LESSON_LANGUAGES } from './lesson-languages.ts';
import { drawnWords, inWords, MEDIA_PREFIX, type MediaFile, type SignMedia } from './media.ts';
import { readBlocks } from './question-parser.ts';
import { readTermTable, type Term, TRANSLATIONS, type TranslationLanguage } from './term-table.ts';
import {
  checkPictureWords,
  checkTranslatedLesson,
  checkTranslatedQuestions,
  type PictureWords,
  readPictureWords,
} from './translation-checks.ts';

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
  const folder = join(dir, PICTURE_WORDS[file]);
  // a sign's markings (STOP, a town's name) are the sign's own; a drawing's words are translated
  const pictures = new Map(
    readdirSync(folder)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => {
        const words = file === 'images.md' ? drawnWords(readFileSync(join(folder, f), 'utf8')) : [];
        return [f.slice(0, -'.svg'.length), words] as const;
      }),
  );
  return checkPictureWords(file, language, pictures, readFileSync(path, 'utf8'), terms);
}

/** What the Kinyarwanda's build made, that each translation is compiled against. */
export interface KinyarwandaContent {
  questions: readonly BankQuestion[];
  /** The lesson files. */
  files: readonly string[];
  sources: LessonSources;
  signs: readonly SignMedia[];
}

/** Pictures with their words in a language (`signs.md`, `images.md`): a drawing with words in it is redrawn. */
function withWords<T extends MediaFile>(
  dir: string,
  language: TranslationLanguage,
  file: string,
  pictures: Iterable<T>,
) {
  const path = join(dir, language, file);
  const words = existsSync(path) ? readPictureWords(readFileSync(path, 'utf8')) : new Map<string, PictureWords>();
  return [...pictures].map((p): T => {
    const own = words.get(p.key);
    return own ? inWords(p, own) : p;
  });
}

/**
 * A translation's glossary, its terms under the Kinyarwanda's anchors entry for entry: a lesson's
 * `inyito:` link and a term's first use lead to the same entry in every language.
 */
function translatedGlossary(
  source: string | undefined,
  language: TranslationLanguage,
  rw: readonly GlossaryTerm[],
  problems: string[],
) {
  if (source === undefined) return [];
  const found: string[] = [];
  const terms = readGlossary(readFrontMatter(source.replace(/\r\n/g, '\n')).body, found, LESSON_LANGUAGES[language]);
  problems.push(...found.map((p) => `${language}/${p}`));
  if (terms.length !== rw.length)
    problems.push(`${language}/pages/inyito.md: ${terms.length} terms, in Kinyarwanda ${rw.length}`);
  return terms.map((term, i) => ({ ...term, slug: rw[i]?.slug ?? term.slug }));
}

/**
 * The bank in a language: each Kinyarwanda question's words in it, the same id, topic, sign, picture (a
 * drawing as redrawn in the language, `srcOf`) and key.
 */
function translatedQuestions(
  dir: string,
  language: TranslationLanguage,
  rwFiles: readonly string[],
  bank: readonly BankQuestion[],
  srcOf: ReadonlyMap<string, string>,
  terms: readonly Term[],
  problems: string[],
) {
  const byId = new Map(bank.map((q) => [q.id, q]));
  const questions: BankQuestion[] = [];
  for (const file of rwFiles.filter((f) => existsSync(join(dir, language, 'questions', f)))) {
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
        picture: q.picture && {
          ...q.picture,
          src: srcOf.get(q.picture.src) ?? q.picture.src,
          alt: block.picture?.alt ?? q.picture.alt,
        },
      });
    }
  }
  return questions;
}

/**
 * The English and French of the question bank, the lessons, the study pages and the pictures' words (`content/en/`,
 * `content/fr/`), checked against the Kinyarwanda (issue 41): every one in every language, nothing more, each
 * with the same picture, choices and key place (`translation-checks.ts`); then compiled as the Kinyarwanda
 * is, with the language's citations, labels, glossary and pictures' words.
 */
export function compileTranslations(
  dir: string,
  rw: KinyarwandaContent,
  problems: string[],
): { translations: Partial<Record<TranslationLanguage, LanguageContent>>; media: MediaFile[] } {
  const media = new Map<string, MediaFile>();
  // a tree without translations (a test's) is Kinyarwanda only; ours has both (compile-translations.test.ts)
  if (!TRANSLATIONS.some((language) => existsSync(join(dir, language)))) return { translations: {}, media: [] };
  const terms = readTermTable(dir);
  const rwFiles = {
    questions: markdownFiles(join(dir, 'questions')),
    lessons: markdownFiles(join(dir, 'lessons')),
    pages: markdownFiles(join(dir, 'pages')),
  };
  const translations: Partial<Record<TranslationLanguage, LanguageContent>> = {};
  for (const language of TRANSLATIONS) {
    const read = (...path: string[]) => readFileSync(join(dir, ...path), 'utf8');
    for (const kind of ['questions', 'lessons', 'pages'] as const) {
      const theirs = new Set(markdownFiles(join(dir, language, kind)));
      for (const file of theirs)
        if (!rwFiles[kind].includes(file)) problems.push(`${language}/${kind}/${file}: no such file in ${kind}/`);
      for (const file of rwFiles[kind])
        if (!theirs.has(file))
          problems.push(`${language}/${kind}/${file}: missing (the ${kind}/ file has no ${language})`);
    }
    const files = rw.files.filter((f) => existsSync(join(dir, language, 'lessons', f)));
    // the study pages (glossary, key numbers) mirror their Kinyarwanda as a lesson does
    for (const kind of ['lessons', 'pages'] as const)
      for (const file of rwFiles[kind].filter((f) => existsSync(join(dir, language, kind, f))))
        problems.push(...checkTranslatedLesson(file, language, read(kind, file), read(language, kind, file), terms));
    for (const file of Object.keys(PICTURE_WORDS) as (keyof typeof PICTURE_WORDS)[])
      problems.push(...checkPictureFile(dir, language, file, terms));

    const signs = withWords(dir, language, 'signs.md', rw.signs);
    const images = withWords(dir, language, 'images.md', rw.sources.images.values());
    const srcOf = new Map<string, string>();
    for (const [i, rwImage] of [...rw.sources.images.values()].entries()) {
      const image = images[i]!;
      if (image.file === rwImage.file) continue;
      media.set(image.file, image);
      srcOf.set(`${MEDIA_PREFIX}${rwImage.file}`, `${MEDIA_PREFIX}${image.file}`);
    }
    const pageSources = readPages(join(dir, language, 'pages'), () => {}); // a missing one is reported above
    const sources: LessonSources = {
      signs: new Map(signs.map((s) => [s.key, s])),
      images: new Map(images.map((i) => [i.key, i])),
      lessonIds: rw.sources.lessonIds,
      glossary: translatedGlossary(pageSources.get('inyito'), language, rw.sources.glossary, problems),
      words: LESSON_LANGUAGES[language],
    };
    const study: string[] = [];
    const { lessons, pages } = compileStudy(join(dir, language), files, pageSources, sources, study);
    // the compiler names a lesson by its file, a page by `pages/…`: here, under the language's folder
    problems.push(...study.map((p) => `${language}/${/^\d/.test(p) ? 'lessons/' : ''}${p}`));
    translations[language] = {
      lessons,
      pages,
      signs: roadSigns(signs),
      questions: translatedQuestions(dir, language, rwFiles.questions, rw.questions, srcOf, terms, problems),
      pictures: [...signs, ...images].map((p) => p.file),
    };
  }
  return { translations, media: [...media.values()] };
}
