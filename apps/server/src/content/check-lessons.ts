import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { readFrontMatter } from './front-matter.ts';
import { readGlossary } from './glossary.ts';
import { compileLesson } from './lesson-compiler.ts';
import { readPictures } from './media.ts';

/**
 * `npx tsx apps/server/src/content/check-lessons.ts FILE…`: checks lesson files one by one while they
 * are written (pictures, links, every rule citing its article). The build checks everything together.
 */
const source = loadConfig(process.env).contentSource;
const problems: string[] = [];
const pictures = readPictures(source, problems).byKey;
const glossaryFile = join(source, 'pages', 'inyito.md');
const glossary = existsSync(glossaryFile)
  ? readGlossary(readFrontMatter(readFileSync(glossaryFile, 'utf8')).body, problems)
  : [];
const lessonIds = new Set(readdirSync(join(source, 'lessons')).map((f) => Number(/^(\d+)-/.exec(f)?.[1])));
for (const path of process.argv.slice(2)) {
  const lesson = compileLesson(
    basename(path),
    readFileSync(path, 'utf8'),
    { ...pictures, lessonIds, glossary },
    problems,
  );
  const words = readFileSync(path, 'utf8').split(/\s+/).length;
  console.log(`${path}: ${lesson ? 'compiles' : 'has problems'}; about ${words} words`);
}
console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
process.exit(problems.length === 0 ? 0 : 1);
