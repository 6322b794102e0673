import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type BankQuestion,
  type Lesson,
  QUESTION_TOPICS,
  type RoadSign,
  STUDY_PAGES,
  type StudyPage,
} from '@provisoire/domain';
import { compileTranslations, type TranslatedBank } from './compile-translations.ts';
import { readFrontMatter } from './front-matter.ts';
import { readGlossary } from './glossary.ts';
import { compileLesson, compileStudyPage, type LessonSources } from './lesson-compiler.ts';
import { MEDIA_PREFIX, type MediaFile, readPictures } from './media.ts';
import { checkQuestionBank } from './question-bank-checks.ts';
import { checkQuestionFacts, readQuestionFacts } from './question-facts.ts';
import { type BankCues, checkAnswerCues, measureCues, refuseCues } from './question-form-checks.ts';
import { parseQuestions, type QuestionSources } from './question-parser.ts';

const LESSON_COUNT = 13;

export interface CompiledContent {
  lessons: Lesson[];
  /** The glossary and the key numbers. */
  pages: StudyPage[];
  signs: RoadSign[];
  /** With their answer keys: the server alone reads them. */
  questions: BankQuestion[];
  /** The bank in English and French, question for question (compile-translations.ts). */
  translatedQuestions: TranslatedBank;
}

/** Everything wrong with the content, each problem named by its file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

const markdownFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();

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

/** `content/pages/SLUG.md` for each study page, by slug; a missing one is a problem. */
function readPages(dir: string, problems: string[]) {
  const pages = new Map<string, string>();
  for (const slug of STUDY_PAGES) {
    const path = join(dir, `${slug}.md`);
    if (existsSync(path)) pages.set(slug, readFileSync(path, 'utf8'));
    else problems.push(`pages: no ${slug}.md`);
  }
  return pages;
}

/**
 * What lessons and pages are compiled against: the pictures, the lesson files and their numbers, the
 * pages' text and the glossary's terms. The build and the authors' checker read them the same way.
 */
export function readLessonSources(dir: string, problems: string[]) {
  const pictures = readPictures(dir, problems);
  const files = markdownFiles(join(dir, 'lessons'));
  const lessonIds = new Set(files.map((f) => Number(/^(\d+)-/.exec(f)?.[1])));
  const pageSources = readPages(join(dir, 'pages'), problems);
  const glossary = readGlossary(readFrontMatter(pageSources.get('inyito') ?? '').body, problems);
  const sources: LessonSources = { ...pictures.byKey, lessonIds, glossary };
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
  const pages = STUDY_PAGES.flatMap((slug) =>
    pageSources.has(slug) ? (compileStudyPage(slug, pageSources.get(slug)!, sources, problems) ?? []) : [],
  );
  const lessons = files.flatMap(
    (file) => compileLesson(file, readFileSync(join(dir, 'lessons', file), 'utf8'), sources, problems) ?? [],
  );
  const expected = Array.from({ length: LESSON_COUNT }, (_, i) => i + 1);
  if (files.length !== LESSON_COUNT || expected.some((id) => !lessonIds.has(id))) {
    problems.push(`lessons: expected one file for each lesson 1 to ${LESSON_COUNT}, found ${files.join(', ')}`);
  }
  const { questions, cues } = compileQuestions(join(dir, 'questions'), sources, problems);
  problems.push(...checkQuestionFacts(questions, readQuestionFacts(dir)).map((p) => `questions: ${p}`));
  const translatedQuestions = compileTranslations(dir, questions, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return {
    lessons: lessons.sort((a, b) => a.id - b.id),
    pages,
    signs: signs.map((s) => ({
      code: s.key,
      category: s.category,
      name: s.title,
      meaning: s.desc,
      image: `${MEDIA_PREFIX}${s.file}`,
    })),
    questions,
    translatedQuestions,
    media: [...signs, ...images],
    cues,
  };
}
