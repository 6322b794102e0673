import {
  drawExam,
  EXAM,
  type ExamAttempt,
  type ExamEligibility,
  type ExamResultPage,
  estimateReadiness,
  examCounters,
  examMix,
  gradeAnswers,
  isActive,
  type Language,
  NO_RECALIBRATION,
  type PaperQuestion,
  type PartEvidence,
  partOf,
  READINESS,
  RESULTS_PAGE_SIZE,
  type SeenAt,
  shuffleChoices,
} from '@provisoire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { noMetrics } from '../../metrics/metrics.ts';
import { secureRandom } from '../../secure-random.ts';
import { createItemStatsRepository } from '../item-stats/item-stats.repository.ts';
import { contentViews } from '../practice/content-views.ts';
import { createLearningRepository } from '../practice/learning.repository.ts';
import type { LearningDeps } from '../practice/learning-deps.ts';
import { recordAnswers } from '../practice/record-answers.ts';
import { type AttemptRow, createExamsRepository } from './exams.repository.ts';
import { picturesOf, presentAttempt, presentResult, presentReview } from './present-exam.ts';

interface Deps extends LearningDeps {
  log: FastifyBaseLogger;
}

const OVERDUE_BATCH = 100;
const GRACE_MS = EXAM.graceSeconds * 1000;

/** A question as this attempt asks it: its choices shuffled, the key following its choice. */
function onPaper(q: PaperQuestion): PaperQuestion {
  const order = shuffleChoices(q.choices, secureRandom);
  return { ...q, choices: order.map((i) => q.choices[i]!), correct: order.indexOf(q.correct), order };
}

/** `finishedAt|id` of the last result shown, as the `before` of the next page (its form: ResultsQuery). */
const cursorOf = (row: AttemptRow) => `${row.finishedAt!.toISOString()}|${row.id}`;
function readCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at = '', id = ''] = cursor.split('|');
  const finishedAt = new Date(at);
  // The route checked the form; an hour like 25 still makes no date.
  if (Number.isNaN(finishedAt.getTime()))
    throw new AppError('validation_failed', 400, { fields: { before: 'validation.cursor_invalid' } });
  return { finishedAt, id };
}

export function createExamsService({
  db,
  content,
  clock,
  log,
  metrics = noMetrics,
  recalibration = async () => NO_RECALIBRATION,
}: Deps) {
  const repo = createExamsRepository(db);
  // Drawn from the Kinyarwanda bank's ids; each paper copied in its language (the same ids and keys).
  const bank = content.questions;
  const viewIn = contentViews(content);
  const pictureOf = picturesOf(content.signs);
  const mix = examMix(bank);

  /**
   * The bank's index of a choice the paper shows at `choice` (its choices are shuffled): kept on the
   * paper; found by its words in the paper's language for a paper from before; -1 once out of the bank.
   */
  const inBank = (row: AttemptRow, q: PaperQuestion, choice: number) => {
    const banked = viewIn(row.language).bankById.get(q.id);
    if (!banked) return -1;
    return q.order ? q.order[choice]! : banked.choices.indexOf(q.choices[choice]!);
  };

  /** A graded exam's questions in the learner's history: answered ones in readiness and mistakes too. */
  async function learnFrom(tx: Transaction, row: AttemptRow, chosen: Map<number, number>, now: Date) {
    const given = row.paper.flatMap((q, position) => {
      const choice = chosen.get(position);
      if (choice === undefined) return [];
      return [{ q, choice: inBank(row, q, choice), correct: choice === q.correct }];
    });
    await createLearningRepository(tx).insertAnswers(
      given.map(({ q, choice, correct }) => ({
        userId: row.userId,
        questionId: q.id,
        lessonId: q.topic,
        choice,
        correct,
        source: 'exam' as const,
        answeredAt: now,
      })),
    );
    await recordAnswers(
      tx,
      row.userId,
      given.map(({ q, correct }) => ({ questionId: q.id, part: partOf(q), correct, retry: row.retryOf !== null })),
      now,
      row.paper.filter((_, position) => !chosen.has(position)).map((q) => q.id),
    );
  }

  /**
   * A graded exam in its questions' statistics for the authors, a question left unanswered as asked and
   * wrong with no choice picked. A retry is left out: it asks the paper again after its review showed the
   * key. Last in the transaction, as every grading takes these rows.
   */
  async function countForAuthors(tx: Transaction, row: AttemptRow, chosen: Map<number, number>) {
    const answers = row.paper.map((q, position) => {
      const choice = chosen.get(position);
      const index = choice === undefined ? -1 : inBank(row, q, choice);
      const choices = viewIn(row.language).bankById.get(q.id)?.choices.length ?? q.choices.length;
      return { questionId: q.id, choices, choice: index < 0 ? null : index, correct: choice === q.correct };
    });
    await createItemStatsRepository(tx).add(examCounters(answers));
  }

  /** Grades an attempt once, inside a transaction holding its row; a finished one is left as it is. */
  async function finishLocked(userId: string, id: string, now: Date) {
    return db.transaction(async (tx) => {
      const txRepo = createExamsRepository(tx);
      const row = await txRepo.lock(userId, id);
      if (!row) throw new AppError('exam_not_found', 404);
      if (row.finishedAt) return row;
      const answers = await txRepo.answers(id);
      const chosen = new Map(answers.map((a) => [a.position, a.choice]));
      const { grade, passed } = gradeAnswers(
        row.paper.map((q, i) => ({ chosen: chosen.get(i) ?? null, correct: q.correct })),
      );
      const timedOut = now > row.deadline;
      const graded = { finishedAt: timedOut ? row.deadline : now, grade, passed, timedOut };
      await txRepo.saveGrade(id, graded);
      await learnFrom(tx, row, chosen, now);
      if (!row.retryOf) await countForAuthors(tx, row, chosen);
      return { ...row, ...graded };
    });
  }

  /** Exams whose time ran out while nobody was there to press Soza, graded at their deadline: the sweep. */
  async function finishOverdue() {
    const now = clock();
    const due = await repo.overdue(new Date(now.getTime() - GRACE_MS), OVERDUE_BATCH);
    for (const attempt of due) await finishLocked(attempt.userId, attempt.id, now);
    return due.length;
  }

  type Standing = {
    open: AttemptRow | null;
    reason: ExamEligibility['reason'];
    seen: SeenAt | null;
    evidence: PartEvidence[];
  };

  const overdue = (row: AttemptRow, now: Date) => now.getTime() > row.deadline.getTime() + GRACE_MS;

  /** The learner's open exam; one whose time and grace ran out is graded at its deadline instead. */
  async function openAttempt(userId: string) {
    const now = clock();
    const open = await repo.findOpen(userId);
    if (!open || !overdue(open, now)) return open;
    await finishLocked(userId, open.id, now);
    return null;
  }

  /**
   * What this learner may do: resume the open exam, or start a paid one, their free one, or none; for a
   * start, their readiness evidence and (with `reads.seen`) the questions they have seen too (one read,
   * `repo.standing`).
   */
  async function standing(userId: string, reads = { start: false, seen: false }): Promise<Standing> {
    const now = clock();
    const { open, period, freeUsed, seen, evidence } = await repo.standing(userId, reads);
    const access = isActive(period, now);
    if (open && overdue(open, now)) {
      await finishLocked(userId, open.id, now); // graded: its questions now count as seen
      return standing(userId, reads);
    }
    const known = { open, seen, evidence };
    if (open) return { ...known, reason: null };
    if (access) return { ...known, reason: 'subscription' };
    // One snapshot: a parallel start (a double tap) that opened the free exam shows here as the open one.
    return { ...known, reason: freeUsed ? 'free_used' : 'free' };
  }

  /** The readiness the learner is shown as an exam starts, kept with it to check readiness on real exams. */
  async function shownReadiness(evidence: readonly PartEvidence[], now: Date) {
    const { readiness, modelProbability } = estimateReadiness(evidence, mix, now, READINESS, await recalibration());
    const firsts = evidence.reduce((s, e) => s + e.firsts, 0);
    return {
      readiness: readiness.probability,
      readinessModel: modelProbability,
      readinessCoverage: readiness.coverage,
      readinessRepeats: readiness.answers > 0 ? (readiness.answers - firsts) / readiness.answers : 0,
      readinessAnswers: readiness.answers,
    };
  }

  const withAnswers = async (row: AttemptRow, now: Date) =>
    presentAttempt(row, await repo.answers(row.id), now, pictureOf);

  /**
   * New questions first (the learner's memory of the bank: an exam's questions count as seen once it is
   * graded, which happens before another can start), or the questions of a finished exam again; in the
   * learner's language now (a question since taken out of the bank, as the earlier paper had it).
   */
  async function paperFor(userId: string, retryOf: string | undefined, seen: SeenAt | null, language: Language) {
    const { bankById } = viewIn(language);
    if (!retryOf) {
      return drawExam(bank, secureRandom, seen ?? undefined).map((id) => onPaper(bankById.get(id)!));
    }
    const earlier = await repo.find(userId, retryOf);
    if (!earlier?.finishedAt) throw new AppError('exam_not_found', 404);
    return earlier.paper.map((q) => onPaper(bankById.get(q.id) ?? q));
  }

  /**
   * Starts an exam, or gives back the one already open (a second tab, a double tap). Without an
   * active subscription it is the account's one free exam; the database's unique indexes hold
   * both rules when requests race.
   */
  async function start(
    userId: string,
    language: Language,
    retryOf?: string,
  ): Promise<{ created: boolean; attempt: ExamAttempt }> {
    const now = clock();
    const { open, reason, seen, evidence } = await standing(userId, { start: true, seen: !retryOf });
    if (open) return { created: false, attempt: await withAnswers(open, now) };
    if (reason === 'free_used') throw new AppError('free_exam_used', 402);
    const free = reason === 'free';
    const paper = await paperFor(userId, retryOf, seen, language);
    const deadline = new Date(now.getTime() + EXAM.durationSeconds * 1000);
    const row = await repo.insert({
      userId,
      paper,
      free,
      startedAt: now,
      deadline,
      retryOf: retryOf ?? null,
      language,
      ...(await shownReadiness(evidence, now)),
    });
    if (row) {
      log.info({ attemptId: row.id, free }, 'exam started');
      return { created: true, attempt: presentAttempt(row, [], now, pictureOf) };
    }
    const raced = await repo.findOpen(userId);
    if (!raced) throw new AppError('free_exam_used', 402);
    return { created: false, attempt: await withAnswers(raced, now) };
  }

  return {
    async eligibility(userId: string): Promise<ExamEligibility> {
      const { open, reason } = await standing(userId);
      return { canStart: reason !== 'free_used', openAttemptId: open?.id ?? null, reason };
    },

    start,

    async current(userId: string) {
      const open = await openAttempt(userId);
      if (!open) throw new AppError('exam_not_found', 404);
      return withAnswers(open, clock());
    },

    /** `choice` is the index the learner saw; saving it again, or another, overwrites. */
    async answer(userId: string, attemptId: string, position: number, choice: number) {
      const now = clock();
      if (await repo.saveAnswer({ userId, attemptId, position, choice, now, graceSeconds: EXAM.graceSeconds })) {
        metrics.examAnswer();
        return { position, choice, savedAt: now.toISOString() };
      }
      const row = await repo.find(userId, attemptId);
      if (!row) throw new AppError('exam_not_found', 404);
      if (row.finishedAt) throw new AppError('exam_finished', 409);
      throw new AppError('exam_time_up', 409);
    },

    /** Grades the exam; asked again (a retry, a second tap), it answers the same grade. */
    async finish(userId: string, attemptId: string) {
      return presentResult(await finishLocked(userId, attemptId, clock()));
    },

    async results(userId: string, before?: string): Promise<ExamResultPage> {
      await openAttempt(userId); // an exam whose time ran out belongs in the list
      const rows = await repo.finished(userId, RESULTS_PAGE_SIZE + 1, readCursor(before));
      const page = rows.slice(0, RESULTS_PAGE_SIZE);
      return {
        results: page.map(presentResult),
        next: rows.length > RESULTS_PAGE_SIZE ? cursorOf(page.at(-1)!) : null,
      };
    },

    async review(userId: string, attemptId: string) {
      await openAttempt(userId); // graded if its time ran out
      const row = await repo.find(userId, attemptId);
      if (!row) throw new AppError('exam_not_found', 404);
      if (!row.finishedAt) throw new AppError('exam_in_progress', 409);
      return presentReview(row, await repo.answers(row.id), viewIn(row.language).lessonsById, pictureOf);
    },

    finishOverdue,
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
