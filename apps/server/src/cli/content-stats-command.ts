import {
  ITEM_MIN_ASKED,
  ITEM_MIN_EXAM_ANSWERS,
  ITEM_TOO_EASY,
  ITEM_TOO_HARD,
  type ItemAnalysisRow,
} from '@provisoire/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { loadContent } from '../content/content-store.ts';
import { createDatabase, migrateDatabase } from '../db/connect.ts';
import { createItemStats } from '../modules/item-stats/item-stats.service.ts';
import { backfillItemStatsOnce } from '../modules/item-stats/item-stats-backfill.ts';
import { openDatabase } from './open-database.ts';

const COLUMNS = ['id', 'lesson', 'asked', '% right', 'discrimination', 'flags'];

/** A question as a line of the table: its discrimination with the exam answers behind it. */
const cells = (r: ItemAnalysisRow) => [
  r.questionId,
  String(r.lesson),
  String(r.asked),
  r.shareRight === null ? '-' : (r.shareRight * 100).toFixed(1),
  r.discrimination === null ? '-' : `${r.discrimination.toFixed(2)} (${r.examAnswers})`,
  r.flags.join(', '),
];

/** The item analysis as plain text, as the admin's page orders it: the flagged questions first. */
function itemStatsTable(rows: readonly ItemAnalysisRow[]) {
  const lines = [COLUMNS, ...rows.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  const flagged = rows.filter((r) => r.flags.length > 0).length;
  const judged = rows.filter((r) => r.asked >= ITEM_MIN_ASKED).length;
  return [
    `${rows.length} questions, ${judged} asked at least ${ITEM_MIN_ASKED} times, ${flagged} flagged.`,
    `Flags: too_hard (under ${ITEM_TOO_HARD * 100} % right), too_easy (over ${ITEM_TOO_EASY * 100} % right), ` +
      `distractor_beats_key (a wrong choice picked more than the key), after ${ITEM_MIN_ASKED} answers; ` +
      `negative_discrimination after ${ITEM_MIN_EXAM_ANSWERS} exam answers (in brackets).`,
    '',
    ...lines.map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    ),
  ].join('\n');
}

async function main() {
  const config = loadConfig();
  const content = loadContent(config.contentDist);
  const database = await openDatabase(config);
  await migrateDatabase(database.url); // a data folder the app has not opened yet
  const { db, pool } = createDatabase(database.url);
  try {
    await backfillItemStatsOnce(db, content.questions); // as the app does at its start, once
    const { questions: rows } = await createItemStats({ db, content }).analysis();
    console.log(itemStatsTable(rows));
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
