import {
  DEFAULT_LANGUAGE,
  type ItemAnalysis,
  type ItemAnalysisRow,
  itemStats,
  type Language,
  noCounters,
  sortItemStats,
} from '@provisoire/domain';
import { type CompiledContent, contentIn } from '../../content/compile-content.ts';
import type { Queryable } from '../../db/connect.ts';
import { picturesOf } from '../exams/present-exam.ts';
import { createItemStatsRepository } from './item-stats.repository.ts';

interface Deps {
  db: Queryable;
  content: CompiledContent;
}

/**
 * The item analysis the authors read: every question of the bank, asked or not, with what it asks (in
 * the admin's language: a question's choices are in the same places in every language) and its figures,
 * from the counters kept as answers are recorded (one small read, however many exams).
 */
export function createItemStats({ db, content }: Deps) {
  const repo = createItemStatsRepository(db);
  const pictureOf = picturesOf(content.signs);

  return {
    async analysis(language: Language = DEFAULT_LANGUAGE): Promise<ItemAnalysis> {
      const { questions: bank, lessons } = contentIn(content, language);
      const titles = new Map(lessons.map((l) => [l.id, l.title]));
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
