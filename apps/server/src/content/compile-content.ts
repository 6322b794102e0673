import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BankQuestion,
  type Language,
  type Lesson,
  QUESTION_TOPICS,
  type RoadSign,
  type StudyPage,
} from '@provisoire/domain';
import { compileStudy, markdownFiles, readPages, roadSigns } from './compile-study.ts';
import { compileTranslations } from './compile-translations.ts';
import { readFrontMatter } from './front-matter.ts';
import { readGlossary } from './glossary.ts';
import type { LessonSources } from './lesson-compiler.ts';
import { LESSON_LANGUAGES } from './lesson-languages.ts';
import { type MediaFile, readPictures } from './media.ts';
import { checkQuestionBank } from './question-bank-checks.ts';
import { checkQuestionFacts, readQuestionFacts } from './question-facts.ts';
import { type BankCues, checkAnswerCues, measureCues, refuseCues } from './question-form-checks.ts';
import { parseQuestions, type QuestionSources } from './question-parser.ts';

const LESSON_COUNT = 13;

/** What the learner studies, in one language. */
export interface LanguageContent {
  lessons: Lesson[];
  /** The glossary and the key numbers. */
  pages: StudyPage[];
  signs: RoadSign[];
  /** With their answer keys: the server alone reads them. */
  questions: BankQuestion[];
  /** The picture files the course shows in this language (its drawings redrawn with its words): what a phone downloads. */
  pictures: string[];
}

/** The Kinyarwanda, and the same in English and French, id for id and key for key (compile-translations.ts). */
export interface CompiledContent extends LanguageContent {
  /** Absent only from a tree without translations (a test's): our build refuses a missing one. */
  translations: Partial<Record<Exclude<Language, 'rw'>, LanguageContent>>;
}

/** The content in `language`; the Kinyarwanda where a tree has none in it. */
export const contentIn = (content: CompiledContent, language: Language): LanguageContent =>
  (language === 'rw' ? undefined : content.translations[language]) ?? content;

/** Everything wrong with the content, each problem named by its file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

/**
 * `content/questions/NN-name.md`: one file per lesson the bank covers, NN its number. Each file is also
 * scored by a guesser trained on the others (issue 40), and refused when it gives the answers away.
 */
function compileQuestions(dir: string, sources: QuestionSources, problems: string[]) {
  const questions: BankQuestion[] = [];
  const byFile = new Map<string, BankQuestion[]>();
  const topics = new Set<number>(QUESTION_TOPICS);
  for (const file of markdownFiles(dir)) {
    const topic = Number(/^(\d+)-/.exec(file)?.[1]);
    if (!topics.delete(topic)) {
      problems.push(
        `questions/${file}: the name must start with a lesson number from 3 to 13 not used by another file`,
      );
      continue;
    }
    const own = parseQuestions(file, topic, readFileSync(join(dir, file), 'utf8'), sources, problems);
    problems.push(...checkAnswerCues(file, own));
    questions.push(...own);
    byFile.set(file, own);
  }
  if (topics.size > 0) problems.push(`questions: no file for lesson(s) ${[...topics].join(', ')}`);
  problems.push(...checkQuestionBank(questions, sources));
  const cues = measureCues(byFile);
  problems.push(...refuseCues(cues.files));
  return { questions, cues };
}

/**
 * What lessons and pages are compiled against: the pictures, the lesson files and their numbers, the
 * pages' text and the glossary's terms. The build and the authors' checker read them the same way.
 */
export function readLessonSources(dir: string, problems: string[]) {
  const pictures = readPictures(dir, problems);
  const files = markdownFiles(join(dir, 'lessons'));
  const lessonIds = new Set(files.map((f) => Number(/^(\d+)-/.exec(f)?.[1])));
  const pageSources = readPages(join(dir, 'pages'), (slug) => problems.push(`pages: no ${slug}.md`));
  const glossary = readGlossary(readFrontMatter(pageSources.get('inyito') ?? '').body, problems);
  const sources: LessonSources = { ...pictures.byKey, lessonIds, glossary, words: LESSON_LANGUAGES.rw };
  return { pictures, files, lessonIds, pageSources, sources };
}

/**
 * The lessons, signs and questions under `dir` (`content/`), checked and compiled, with the pictures they
 * use and each question file's cue figures.
 */
export function compileContent(dir: string): CompiledContent & { media: MediaFile[]; cues: BankCues } {
  const problems: string[] = [];
  const { pictures, files, lessonIds, pageSources, sources } = readLessonSources(dir, problems);
  const { signs, images } = pictures;
  const { lessons, pages } = compileStudy(dir, files, pageSources, sources, problems);
  const expected = Array.from({ length: LESSON_COUNT }, (_, i) => i + 1);
  if (files.length !== LESSON_COUNT || expected.some((id) => !lessonIds.has(id))) {
    problems.push(`lessons: expected one file for each lesson 1 to ${LESSON_COUNT}, found ${files.join(', ')}`);
  }
  const { questions, cues } = compileQuestions(join(dir, 'questions'), sources, problems);
  problems.push(...checkQuestionFacts(questions, readQuestionFacts(dir)).map((p) => `questions: ${p}`));
  const { translations, media } = compileTranslations(dir, { questions, files, sources, signs }, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return {
    lessons,
    pages,
    signs: roadSigns(signs),
    questions,
    pictures: [...signs, ...images].map((p) => p.file),
    translations,
    media: [...signs, ...images, ...media],
    cues,
  };
}
