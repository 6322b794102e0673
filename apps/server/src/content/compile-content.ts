import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lesson, RoadSign } from '@provisoire/domain';
import { compileLesson } from './lesson-compiler.ts';
import { MEDIA_PREFIX, type MediaFile, readImages, readSigns } from './media.ts';

const LESSON_COUNT = 13;

export interface CompiledContent {
  lessons: Lesson[];
  signs: RoadSign[];
}

/** Everything wrong with the content, each problem named by its file. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

/** The lessons and signs under `dir` (`content/`), checked and compiled, with the pictures they use. */
export function compileContent(dir: string): CompiledContent & { media: MediaFile[] } {
  const problems: string[] = [];
  const signs = readSigns(join(dir, 'signs'), problems);
  const images = readImages(join(dir, 'images'), problems);
  const files = readdirSync(join(dir, 'lessons'))
    .filter((f) => f.endsWith('.md'))
    .sort();
  const lessonIds = new Set(files.map((f) => Number(/^(\d+)-/.exec(f)?.[1])));
  const sources = {
    signs: new Map(signs.map((s) => [s.key, s])),
    images: new Map(images.map((i) => [i.key, i])),
    lessonIds,
  };
  const lessons = files.flatMap(
    (file) => compileLesson(file, readFileSync(join(dir, 'lessons', file), 'utf8'), sources, problems) ?? [],
  );
  const expected = Array.from({ length: LESSON_COUNT }, (_, i) => i + 1);
  if (files.length !== LESSON_COUNT || expected.some((id) => !lessonIds.has(id))) {
    problems.push(`lessons: expected one file for each lesson 1 to ${LESSON_COUNT}, found ${files.join(', ')}`);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return {
    lessons: lessons.sort((a, b) => a.id - b.id),
    signs: signs.map((s) => ({
      code: s.key,
      category: s.category,
      name: s.title,
      meaning: s.desc,
      image: `${MEDIA_PREFIX}${s.file}`,
    })),
    media: [...signs, ...images],
  };
}
