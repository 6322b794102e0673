import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { readPictures } from './media.ts';
import { checkAnswerCues, cueLine, cueProblems, measureFileCues } from './question-form-checks.ts';
import { parseQuestions } from './question-parser.ts';

/**
 * `npx tsx apps/server/src/content/check-questions.ts FILE…`: checks question files one by one while
 * they are written, and counts what each holds. The build checks the whole bank as well. Each file's
 * cue figures come from a guesser trained on the bank's other files, as the build's do.
 */
const source = loadConfig(process.env).contentSource;
const problems: string[] = [];
const sources = readPictures(source, problems).byKey;
const read = (path: string, into: string[]) => {
  const topic = Number(/^(\d+)-/.exec(basename(path))?.[1]);
  return parseQuestions(basename(path), topic, readFileSync(path, 'utf8'), sources, into);
};
const bankDir = join(source, 'questions');
const bank = readdirSync(bankDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => ({ file, questions: read(join(bankDir, file), []) }));
for (const path of process.argv.slice(2)) {
  const file = basename(path);
  const questions = read(path, problems);
  problems.push(...checkAnswerCues(file, questions));
  const others = bank.flatMap((b) => (b.file === file ? [] : b.questions));
  const cues = measureFileCues(file, questions, others);
  problems.push(...cueProblems(cues));
  const letters = ['a', 'b', 'c', 'd'].map((l, i) => `${l} ${questions.filter((q) => q.correct === i).length}`);
  const signs = new Set(questions.flatMap((q) => q.sign ?? []));
  console.log(`${path}: ${questions.length} questions; right answers ${letters.join(', ')}; ${signs.size} signs shown`);
  console.log(`  cues: ${cueLine(cues)}`);
}
console.log(problems.length === 0 ? 'No problems.' : `${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
process.exit(problems.length === 0 ? 0 : 1);
