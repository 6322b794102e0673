import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../paths.ts';

// A migration runs as an instance starts, inside a transaction, while the other instance serves (a rolling
// upgrade, docs/deployment.md). Some statements hold a lock that stops every write to their table until
// they end: on a big table, minutes of failed answers. Each such statement in a new migration says so in a
// comment, `-- locks <table>: <why it is short, or that it needs a stop>`, for the operator to read before
// the upgrade (issue 43). Migrations up to this one came before the rule, each read by hand then.
const READ_BY_HAND = 19;
/** The tables that grow with learners: a lock on them is felt. */
const BIG = [
  'question_answers',
  'exam_attempts',
  'exam_answers',
  'review_cards',
  'sessions',
  'payments',
  'deliveries',
  'audit_log',
  'users',
  'question_stats',
];
/** Statements that lock writes for as long as they take: an index built, a column rewritten or checked. */
const LOCKING = [
  /CREATE (UNIQUE )?INDEX (?!CONCURRENTLY)(?:IF NOT EXISTS )?"?\w+"? ON "?(\w+)"?/gi,
  /ALTER TABLE "?(\w+)"? ALTER COLUMN "?\w+"? (?:SET DATA )?TYPE/gi,
  /ALTER TABLE "?(\w+)"? ALTER COLUMN "?\w+"? SET NOT NULL/gi,
  /ALTER TABLE "?(\w+)"? ADD CONSTRAINT [^;]*(?:FOREIGN KEY|CHECK)(?![^;]*NOT VALID)/gi,
];

/** The locking statements of a migration on big tables that no `-- locks <table>:` comment announces. */
function unannouncedLocks(sql: string) {
  const announced = new Set([...sql.matchAll(/^--\s*locks (\w+):/gim)].map((m) => m[1]!.toLowerCase()));
  return LOCKING.flatMap((pattern) =>
    [...sql.matchAll(pattern)]
      .map((m) => m[m.length - 1]!.toLowerCase())
      .filter((table) => BIG.includes(table) && !announced.has(table)),
  );
}

describe('a new migration that locks a big table', () => {
  it('says so, table by table; the ones before the rule were read by hand', () => {
    const files = readdirSync(MIGRATIONS).filter((f) => /^\d{4}_.*\.sql$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(READ_BY_HAND + 1);
    for (const file of files.filter((f) => Number(f.slice(0, 4)) > READ_BY_HAND))
      expect(unannouncedLocks(readFileSync(`${MIGRATIONS}/${file}`, 'utf8')), file).toEqual([]);
  });

  it('finds an index built on a big table without a word, and takes the word', () => {
    const index = 'CREATE INDEX "answers_user_idx" ON "question_answers" USING btree ("user_id");';
    expect(unannouncedLocks(index)).toEqual(['question_answers']);
    expect(unannouncedLocks(`-- locks question_answers: 2 s at 1 M rows, measured\n${index}`)).toEqual([]);
    expect(unannouncedLocks('CREATE INDEX CONCURRENTLY "x" ON "question_answers" ("user_id");')).toEqual([]);
    expect(unannouncedLocks('CREATE INDEX "x" ON "schools" ("name");')).toEqual([]); // a small table
    expect(unannouncedLocks('ALTER TABLE "payments" ALTER COLUMN "amount" SET NOT NULL;')).toEqual(['payments']);
    expect(
      unannouncedLocks('ALTER TABLE "exam_attempts" ADD COLUMN "language" "language" DEFAULT \'rw\' NOT NULL;'),
    ).toEqual([]);
  });
});
