import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadConfig } from '../config.ts';
import { readPictures } from './media.ts';
import { checkAnswerCues } from './question-form-checks.ts';
import { parseQuestions } from './question-parser.ts';

/**
 * `npx tsx apps/server/src/content/check-questions.ts FILE…`: checks question files one by one while
 * they are written, and counts what each holds. The build checks the whole bank as well.
 */
const source = loadConfig(process.env).contentSource;
const problems: string[] = [];
const sources = readPictures(source, problems).byKey;
for (const path of process.argv.slice(2)) {
  const topic = Number(/^(\d+)-/.exec(basename(path))?.[1]);
  const questions = parseQuestions(basename(path), topic, readFileSync(path, 'utf8'), sources, problems);
  problems.push(...checkAnswerCues(basename(path), questions));
  const letters = ['a', 'b', 'c', 'd'].map((l, i) => `${l} ${questions.filter((q) => q.correct === i).length}`);
  const signs = new Set(questions.flatMap((q) => q.sign ?? []));
  console.log(`${path}: ${questions.length} questions; right answers ${letters.join(', ')}; ${signs.size} signs shown`);
}
console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
process.exit(problems.length === 0 ? 0 : 1);
