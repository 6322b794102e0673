import { type BankQuestion, QUESTION_TOPICS } from '@provisoire/domain';
import { MEDIA_PREFIX } from './media.ts';
import { normalise, type QuestionSources } from './question-parser.ts';

const LETTERS = ['a', 'b', 'c', 'd'];

/**
 * A topic's right answers spread over a to d as the real exam's do: no letter more than a quarter off
 * its fair share (at least 2 either way, so small topics can still be written).
 */
function letterSpread(topic: number, questions: BankQuestion[]) {
  const counts = LETTERS.map((_, i) => questions.filter((q) => q.correct === i).length);
  const fair = questions.length / LETTERS.length;
  const slack = Math.max(2, fair / 4);
  if (counts.every((c) => Math.abs(c - fair) <= slack)) return [];
  const spread = LETTERS.map((l, i) => `${l} ${counts[i]}`).join(', ');
  return [`topic ${topic}: the right answers are ${spread}; each letter should be near ${fair.toFixed(0)}`];
}

/**
 * What only the whole bank shows: ids and stems used twice, topics no question asks about, and signs
 * and drawn situations no question shows.
 */
export function checkQuestionBank(questions: BankQuestion[], sources: QuestionSources) {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const stems = new Map<string, string>();
  for (const q of questions) {
    ids.set(q.id, (ids.get(q.id) ?? 0) + 1);
    const key = `${q.sign ?? ''}|${normalise(q.stem)}`;
    const twin = stems.get(key);
    if (twin) problems.push(`questions ${twin} and ${q.id} ask the same question`);
    else stems.set(key, q.id);
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`question id ${id} is used ${count} times`);
  for (const topic of QUESTION_TOPICS) {
    const own = questions.filter((q) => q.topic === topic);
    if (own.length === 0) problems.push(`topic ${topic}: no question`);
    else problems.push(...letterSpread(topic, own));
  }
  const asked = new Set(questions.map((q) => q.sign));
  const unasked = [...sources.signs.keys()].filter((code) => !asked.has(code));
  if (unasked.length > 0) problems.push(`no question shows the sign(s) ${unasked.join(', ')}`);
  const shown = new Set(questions.map((q) => q.picture?.src));
  const unshown = [...sources.images.values()].filter((image) => !shown.has(`${MEDIA_PREFIX}${image.file}`));
  if (unshown.length > 0)
    problems.push(`no question shows the drawn situation(s) ${unshown.map((i) => `images/${i.key}.svg`).join(', ')}`);
  return problems;
}
