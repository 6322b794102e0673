import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { readPictures } from './media.ts';
import { QUESTION_FACTS_FILE, readQuestionFacts, updateQuestionFacts } from './question-facts.ts';
import { parseQuestions } from './question-parser.ts';

/**
 * `npm run content:facts [-- --accept ID,ID]`: records the ids of the bank in `content/question-facts.json`:
 * new ones with their fact, deleted ones as retired, and the facts of the ids accepted moved to what
 * they are now (the same fact in other words). The build refuses what the record does not hold.
 */
const { values } = parseArgs({ options: { accept: { type: 'string', default: '' } } });
const source = loadConfig(process.env).contentSource;
const problems: string[] = [];
const sources = readPictures(source, problems).byKey;
const dir = join(source, 'questions');
const questions = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .flatMap((file) =>
    parseQuestions(file, Number(/^(\d+)-/.exec(file)?.[1]), readFileSync(join(dir, file), 'utf8'), sources, problems),
  );
if (problems.length > 0) {
  console.error(`Fix the bank first:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const accept = new Set(values.accept.split(',').filter(Boolean));
const { record, refused } = updateQuestionFacts(readQuestionFacts(source), questions, accept);
// One line an id, so that a change to the record reads as one line in review (Biome leaves the file alone).
const lines = Object.entries(record.questions).map(
  ([id, fact]) => `    ${JSON.stringify(id)}: ${JSON.stringify(fact)}`,
);
writeFileSync(
  join(source, QUESTION_FACTS_FILE),
  `{\n  "questions": {\n${lines.join(',\n')}\n  },\n  "retired": ${JSON.stringify(record.retired)}\n}\n`,
);
console.log(`${Object.keys(record.questions).length} questions recorded, ${record.retired.length} ids retired.`);
if (refused.length > 0) {
  console.error(
    `Kept as recorded, their facts having moved: ${refused.join(', ')}. Accept those that ask the same fact in other words (--accept); give the others new ids.`,
  );
  process.exit(1);
}
