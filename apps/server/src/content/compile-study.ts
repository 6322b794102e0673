import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Lesson, type RoadSign, STUDY_PAGES, type StudyPage } from '@provisoire/domain';
import { compileLesson, compileStudyPage, type LessonSources } from './lesson-compiler.ts';
import { MEDIA_PREFIX, type SignMedia } from './media.ts';

/** A folder's Markdown files, by name; none when it does not exist. */
export const markdownFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];

/** `pages/SLUG.md` for each study page under `dir`, by slug; a missing one is `missing`'s to report. */
export function readPages(dir: string, missing: (slug: string) => void) {
  const pages = new Map<string, string>();
  for (const slug of STUDY_PAGES) {
    const path = join(dir, `${slug}.md`);
    if (existsSync(path)) pages.set(slug, readFileSync(path, 'utf8'));
    else missing(slug);
  }
  return pages;
}

/**
 * One language's lessons (`lessons/` under `dir`, the files named) and study pages, compiled against its
 * sources (its pictures' words, its glossary, its citations and labels).
 */
export function compileStudy(
  dir: string,
  files: readonly string[],
  pageSources: ReadonlyMap<string, string>,
  sources: LessonSources,
  problems: string[],
): { lessons: Lesson[]; pages: StudyPage[] } {
  const lessons = files.flatMap(
    (file) => compileLesson(file, readFileSync(join(dir, 'lessons', file), 'utf8'), sources, problems) ?? [],
  );
  const pages = STUDY_PAGES.flatMap((slug) => {
    const source = pageSources.get(slug);
    return source === undefined ? [] : (compileStudyPage(slug, source, sources, problems) ?? []);
  });
  return { lessons: lessons.sort((a, b) => a.id - b.id), pages };
}

/** The sign library's entries, named and described in the language of `signs`' words. */
export const roadSigns = (signs: Iterable<SignMedia>): RoadSign[] =>
  [...signs].map((s) => ({
    code: s.key,
    category: s.category,
    name: s.title,
    meaning: s.desc,
    image: `${MEDIA_PREFIX}${s.file}`,
  }));
