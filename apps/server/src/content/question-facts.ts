import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BankQuestion } from '@provisoire/domain';
import { citedIn } from './cited-articles.ts';
import { MEDIA_PREFIX } from './media.ts';

// An id holds one fact for ever: exams, answers, mistakes and statistics keep it (docs/content.md).
// Five ids were once rewritten into other questions (content review 3); this record stops the sixth.
// Each id's fact is pinned by what rewording leaves alone and another fact changes: the articles its
// explanation cites, the sign or drawing it shows, and the numbers its key states. The record is
// committed; changing a pin takes a deliberate `npm run content:facts -- --accept ID`, seen in review.

/** What pins a question's fact. */
export interface QuestionFact {
  /** The articles cited, by their whole number ("32.6" is 32), sorted. */
  articles: number[];
  /** The sign's code or the drawing's name; null for text alone. */
  picture: string | null;
  /** The numbers the key states, as written, sorted. */
  numbers: string[];
}

/** `content/question-facts.json`: every id in use with its fact, and every id retired. */
export interface QuestionFactsRecord {
  questions: Record<string, QuestionFact>;
  retired: string[];
}

export const QUESTION_FACTS_FILE = 'question-facts.json';

/** The record under `content/`; an empty one before the first. */
export function readQuestionFacts(contentDir: string): QuestionFactsRecord {
  const path = join(contentDir, QUESTION_FACTS_FILE);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { questions: {}, retired: [] };
}

const pictureName = (q: BankQuestion) =>
  q.sign ?? (q.picture ? q.picture.src.slice(MEDIA_PREFIX.length).replace(/-[0-9a-f]+\.svg$/, '') : null);

export function factOf(q: BankQuestion): QuestionFact {
  const articles = [...new Set(citedIn(q.explanation).map((a) => Number.parseInt(a, 10)))].sort((a, b) => a - b);
  const numbers = [...new Set(q.choices[q.correct]!.match(/\d+(?:[.,]\d+)?/g) ?? [])].sort();
  return { articles, picture: pictureName(q), numbers };
}

const sameFact = (a: QuestionFact, b: QuestionFact) => JSON.stringify(a) === JSON.stringify(b);

function describe(fact: QuestionFact) {
  const articles = fact.articles.length ? `cites ${fact.articles.join(', ')}` : 'cites no article';
  const picture = fact.picture ? `shows ${fact.picture}` : 'shows nothing';
  return `${articles}, ${picture}, its key says ${fact.numbers.length ? fact.numbers.join(', ') : 'no number'}`;
}

/** Each question held against the record: a new id, a retired one or a fact moved is a problem. */
export function checkQuestionFacts(questions: readonly BankQuestion[], record: QuestionFactsRecord) {
  const retired = new Set(record.retired);
  return questions.flatMap((q) => {
    if (retired.has(q.id)) return [`${q.id} was retired: an id is never used again; give the question a new id`];
    const pinned = record.questions[q.id];
    if (!pinned) return [`${q.id} is new: record it with npm run content:facts`];
    const fact = factOf(q);
    if (sameFact(fact, pinned)) return [];
    return [
      `${q.id} ${describe(fact)}; it was recorded as it ${describe(pinned).replace(/^cites/, 'cited')}. ` +
        'If it asks the same fact in other words, accept it with npm run content:facts -- --accept ' +
        `${q.id}; if it asks another fact, give it a new id`,
    ];
  });
}

/**
 * The record after the bank changed: new ids recorded, ids gone retired, and the facts of `accept` moved
 * to what they are now. A moved fact not accepted is left as it was and named in `refused`.
 */
export function updateQuestionFacts(
  record: QuestionFactsRecord,
  questions: readonly BankQuestion[],
  accept: ReadonlySet<string>,
) {
  const inUse = new Map(questions.map((q) => [q.id, factOf(q)]));
  const refused: string[] = [];
  const kept: Record<string, QuestionFact> = {};
  for (const [id, fact] of [...inUse].sort(([a], [b]) => a.localeCompare(b))) {
    const pinned = record.questions[id];
    if (pinned && !sameFact(pinned, fact) && !accept.has(id)) {
      refused.push(id);
      kept[id] = pinned;
    } else kept[id] = fact;
  }
  const gone = Object.keys(record.questions).filter((id) => !inUse.has(id));
  const retired = [...new Set([...record.retired, ...gone])].sort();
  return { record: { questions: kept, retired }, refused };
}
