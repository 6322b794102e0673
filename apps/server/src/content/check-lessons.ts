import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../config.ts';
import { readLessonSources } from './compile-content.ts';
import { compileLesson } from './lesson-compiler.ts';

/**
 * `npx tsx apps/server/src/content/check-lessons.ts FILE…`: checks lesson files one by one while they
 * are written (pictures, links, every rule citing its article). The build checks everything together.
 */
const problems: string[] = [];
const { sources } = readLessonSources(loadConfig(process.env).contentSource, problems);
for (const path of process.argv.slice(2)) {
  const text = readFileSync(path, 'utf8');
  const lesson = compileLesson(basename(path), text, sources, problems);
  console.log(`${path}: ${lesson ? 'compiles' : 'has problems'}; about ${text.split(/\s+/).length} words`);
}
console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
process.exit(problems.length === 0 ? 0 : 1);
