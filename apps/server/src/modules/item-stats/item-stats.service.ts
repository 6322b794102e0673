import {
  type BankQuestion,
  type ItemAnalysis,
  type ItemAnalysisRow,
  itemStats,
  type LessonSummary,
  noCounters,
  type RoadSign,
  sortItemStats,
} from '@provisoire/domain';
import type { Queryable } from '../../db/connect.ts';
import { picturesOf } from '../exams/present-exam.ts';
import { createItemStatsRepository } from './item-stats.repository.ts';

interface Deps {
  db: Queryable;
  bank: readonly BankQuestion[];
  lessons: readonly Pick<LessonSummary, 'id' | 'title'>[];
  signs: readonly RoadSign[];
}

/**
 * The item analysis the authors read: every question of the bank, asked or not, with what it asks and
 * its figures, from the counters kept as answers are recorded (one small read, however many exams).
 */
export function createItemStats({ db, bank, lessons, signs }: Deps) {
  const repo = createItemStatsRepository(db);
  const titles = new Map(lessons.map((l) => [l.id, l.title]));
  const pictureOf = picturesOf(signs);

  return {
    async analysis(): Promise<ItemAnalysis> {
      const counters = new Map((await repo.all()).map((c) => [c.questionId, c]));
      const rows = bank.map(
        (q): ItemAnalysisRow => ({
          ...itemStats(counters.get(q.id) ?? noCounters(q.id), { choices: q.choices.length, correct: q.correct }),
          lesson: q.topic,
          lessonTitle: titles.get(q.topic) ?? '',
          stem: q.stem,
          picture: pictureOf(q),
          choices: q.choices,
          correct: q.correct,
        }),
      );
      return { questions: sortItemStats(rows) };
    },
  };
}

export type ItemStatsService = ReturnType<typeof createItemStats>;
