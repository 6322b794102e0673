// Does the mock exam remember? Run: npx tsx bench/exam-draw.ts
// 400 simulated learners take one exam a day for 30 days. For each draw (the old one without memory, and
// today's with the learner's seen questions) it writes down how many distinct questions a learner saw
// and on which exam a question first came back. Goal: >= 560 distinct of 600, no repeat in the first 25
// exams. Results: docs/learning.md.
import { join } from 'node:path';
import { compileContent } from '../apps/server/src/content/compile-content.ts';
import { drawExam, EXAM, type Random } from '../packages/domain/src/index.ts';
import { DAY_MS } from '../packages/domain/src/time.ts';
import { median, seeded, table } from './support.ts';

const LEARNERS = 400;
const DAYS = 30;

const bank = compileContent(join(import.meta.dirname, '../content')).questions;

/** One learner's month: distinct questions seen, and the exam (1-based) where a question first came back. */
function month(remember: boolean, random: Random) {
  const seen = new Map<string, number>();
  let firstRepeat: number | null = null;
  for (let day = 0; day < DAYS; day++) {
    const paper = drawExam(bank, random, remember ? seen : new Map());
    if (firstRepeat === null && paper.some((id) => seen.has(id))) firstRepeat = day + 1;
    for (const id of paper) seen.set(id, day * DAY_MS);
  }
  return { distinct: seen.size, firstRepeat: firstRepeat ?? DAYS + 1 };
}

const rows = [false, true].map((remember) => {
  const random = seeded(2026);
  const runs = Array.from({ length: LEARNERS }, () => month(remember, random));
  const distinct = runs.map((r) => r.distinct);
  const repeats = runs.map((r) => r.firstRepeat);
  return [
    remember ? 'unseen first (now)' : 'no memory (before)',
    `${Math.min(...distinct)} / ${median(distinct)} / ${Math.max(...distinct)}`,
    `${Math.min(...repeats)} / ${median(repeats)}`,
    `${runs.filter((r) => r.firstRepeat <= 25).length}`,
  ];
});
console.log(`${bank.length} questions, ${LEARNERS} learners, one exam of ${EXAM.questions} a day for ${DAYS} days\n`);
console.log(
  table(
    [
      'draw',
      `distinct of ${DAYS * EXAM.questions} (min / median / max)`,
      'first repeat on exam (min / median)',
      'learners with a repeat in the first 25',
    ],
    rows,
  ),
);
