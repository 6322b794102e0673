import {
  anchorsIn,
  type BankQuestion,
  DAY_MS,
  estimateReadiness,
  examMix,
  freshestFirst,
  inScope,
  isBookableTestDate,
  kigaliDay,
  LANGUAGES,
  type Language,
  type LessonProgress,
  MISTAKES_LISTED,
  type MistakeList,
  NO_RECALIBRATION,
  PLAN_WEEK_DAYS,
  PRACTICE,
  type PracticeAnswerInput,
  type PracticeNext,
  type PracticeScope,
  type Progress,
  partOf,
  pickNext,
  presentFeedback,
  presentQuestion,
  READINESS,
  type SelfCheck,
  type SelfCheckState,
  studyPlan,
} from '@provisoire/domain';
import { AppError } from '../../http/app-error.ts';
import { noMetrics } from '../../metrics/metrics.ts';
import { secureRandom } from '../../secure-random.ts';
import { picturesOf } from '../exams/present-exam.ts';
import type { AnswerRow } from './answers.repository.ts';
import { contentViews } from './content-views.ts';
import { createLearningRepository } from './learning.repository.ts';
import type { LearningDeps } from './learning-deps.ts';
import { recordAnswers } from './record-answers.ts';

type Repository = ReturnType<typeof createLearningRepository>;
type CheckRow = Awaited<ReturnType<Repository['createCheck']>>;

const invalid = (field: string, key: string) => new AppError('validation_failed', 400, { fields: { [field]: key } });

/**
 * The figures of progress to the thousandth, below: the pages show whole percents. Unrounded, they drift
 * every second (older answers weigh less as time passes), so the answer and the page rendered with it
 * would never be the same twice and a revisit could never answer 304. Down, never up: a share not yet
 * whole (0.9996 of the exam covered) never reads as whole, a chance never as more than it is.
 */
const thousandth = (value: number) => Math.floor(value * 1000) / 1000;
const thousandthOrNull = (value: number | null | undefined) => (value == null ? null : thousandth(value));

export function createPracticeService({
  db,
  content,
  subscriptions,
  clock,
  metrics = noMetrics,
  recalibration = async () => NO_RECALIBRATION,
}: LearningDeps) {
  const repo = createLearningRepository(db);
  // What is chosen and checked is the Kinyarwanda bank's; what is shown, the learner's language's.
  const bank = content.questions;
  const bankById = new Map(bank.map((q) => [q.id, q]));
  const viewIn = contentViews(content);
  // The feedback's link opens the lesson where it cites the answer's article, in the lesson's language.
  const lessonLinks = new Map(
    LANGUAGES.map((language) => [
      language,
      new Map([...viewIn(language).lessonsById].map(([id, l]) => [id, { title: l.title, anchors: anchorsIn(l.html) }])),
    ]),
  );
  const pictureOf = picturesOf(content.signs);
  const mix = examMix(bank);
  const shown = (q: BankQuestion, language: Language) => viewIn(language).bankById.get(q.id) ?? q;
  const ask = (q: BankQuestion, review: boolean, language: Language) => {
    const words = shown(q, language);
    return presentQuestion(words, review, pictureOf(words), secureRandom);
  };

  const checkState = async (r: Repository, row: CheckRow, userId: string): Promise<SelfCheckState> => ({
    id: row.id,
    lesson: row.lessonId,
    total: row.questionIds.length,
    answered: row.answered,
    right: row.right,
    best: (await r.checkBests(userId, PRACTICE.selfCheckQuestions)).get(row.lessonId) ?? null,
  });

  /** What the learner sees after an answer, counted now or before (`counted` false: a retry changes nothing). */
  async function feedback(
    r: Repository,
    userId: string,
    given: AnswerRow,
    check: CheckRow | null,
    { counted, inMistakes, language }: { counted: boolean; inMistakes?: boolean; language: Language },
  ) {
    const q = shown(bankById.get(given.questionId)!, language);
    return presentFeedback(q, given.choice, lessonLinks.get(language)!, {
      counted,
      inMistakes: inMistakes ?? (await r.cards(userId, [given.questionId])).has(given.questionId),
      due: await r.dueCount(userId, given.answeredAt),
      check: check && (await checkState(r, check, userId)),
    });
  }

  return {
    /** The scheduler's next question in the chosen scope; none when the scope has nothing to ask. */
    async next(userId: string, scope: PracticeScope, language: Language): Promise<PracticeNext> {
      await subscriptions.requireAccess(userId);
      const now = clock();
      const [seen, due] = await Promise.all([repo.seenAt(userId), repo.dueTimes(userId)]);
      const picked = pickNext(
        bank.filter((q) => inScope(q, scope)),
        { seen, due, now, random: secureRandom, dueOnly: scope.due !== undefined },
      );
      const dueNow = [...due.values()].filter((at) => at <= now.getTime()).length;
      return { question: picked && ask(picked.question, picked.review, language), due: dueNow };
    },

    /**
     * Checks an answer and only then tells the key. The answer row's unique keys (learner and request,
     * self-check and question) make a double tap or a burst count once; the rest happens in its transaction.
     */
    async answer(userId: string, input: PracticeAnswerInput, language: Language) {
      const q = bankById.get(input.questionId);
      if (!q) throw invalid('questionId', 'validation.question_unknown');
      if (input.choice >= q.choices.length) throw invalid('choice', 'validation.choice_invalid');
      await subscriptions.requireAccess(userId);
      const now = clock();
      const answered = await db.transaction(async (tx) => {
        const txRepo = createLearningRepository(tx);
        const check = input.checkId ? await txRepo.lockCheck(userId, input.checkId) : null;
        if (input.checkId && !check) throw new AppError('check_not_found', 404);
        if (check && !check.questionIds.includes(q.id)) throw invalid('questionId', 'validation.question_not_in_check');
        const correct = input.choice === q.correct;
        const inserted = await txRepo.insertAnswer({
          userId,
          questionId: q.id,
          lessonId: q.topic,
          choice: input.choice,
          correct,
          source: check ? 'check' : 'practice',
          requestId: input.requestId,
          checkId: check?.id ?? null,
          answeredAt: now,
        });
        if (!inserted) {
          const given = await txRepo.answerGiven(
            userId,
            input.requestId,
            check ? { id: check.id, questionId: q.id } : undefined,
          );
          if (given?.questionId !== q.id) throw invalid('requestId', 'validation.request_reused');
          return feedback(txRepo, userId, given, check, { counted: false, language });
        }
        const practice = { choice: input.choice, choices: q.choices.length }; // for the authors' statistics
        const given = [{ questionId: q.id, part: partOf(q), correct, practice }];
        const mistakes = await recordAnswers(tx, userId, given, now);
        const scored = check && (await txRepo.scoreCheck(check.id, correct));
        return feedback(txRepo, userId, inserted, scored, {
          counted: true,
          inMistakes: mistakes.has(q.id),
          language,
        });
      });
      // Counted once committed, and only the first time a request id is seen (a retry changes nothing).
      if (answered.counted) metrics.practiceAnswer(input.checkId ? 'check' : 'practice');
      return answered;
    },

    /** Five questions of a lesson, the least seen first, for the self-check at its end. */
    async startCheck(userId: string, lesson: number, language: Language): Promise<SelfCheck> {
      await subscriptions.requireAccess(userId);
      const seen = await repo.seenAt(userId);
      const chosen = freshestFirst(
        bank.filter((q) => q.topic === lesson),
        seen,
        secureRandom,
      ).slice(0, PRACTICE.selfCheckQuestions);
      const row = await repo.createCheck(
        userId,
        lesson,
        chosen.map((q) => q.id),
      );
      return { ...(await checkState(repo, row, userId)), questions: chosen.map((q) => ask(q, false, language)) };
    },

    /** Sets (or clears) the day of the learner's test: a real day from today to a year ahead, Kigali time. */
    async setTestDate(userId: string, testDate: string | null) {
      if (testDate !== null && !isBookableTestDate(testDate, kigaliDay(clock())))
        throw new AppError('validation_failed', 400, { fields: { testDate: 'validation.test_date_invalid' } });
      await repo.setTestDate(userId, testDate);
      return { testDate };
    },

    /** Readiness, each lesson's progress and the mistakes: a few small reads, never the whole history. */
    /** `testDate`: the learner's, from the row the session already read. */
    async progress({ id: userId, testDate }: { id: string; testDate: string | null }): Promise<Progress> {
      const now = clock();
      const today = kigaliDay(now);
      const [evidence, mistakes, bests, opened, byQuestion, fit, studiedDays] = await Promise.all([
        repo.evidence(userId),
        repo.mistakes(userId, now),
        repo.checkBests(userId, PRACTICE.selfCheckQuestions),
        repo.lessonsOpened(userId),
        repo.answersByQuestion(userId),
        recalibration(),
        repo.daysStudied(userId, new Date(now.getTime() - PLAN_WEEK_DAYS * DAY_MS)),
      ]);
      const estimate = estimateReadiness(evidence, mix, now, READINESS, fit);
      const { mastery } = estimate;
      const readiness = {
        ...estimate.readiness,
        probability: thousandthOrNull(estimate.readiness.probability),
        policeProbability: thousandthOrNull(estimate.readiness.policeProbability),
        coverage: thousandth(estimate.readiness.coverage),
      };
      // Each lesson's answers, sign questions included (readiness counts those in the signs' part); read
      // from the questions seen, one row a question, not from the whole history of answers.
      const answers = new Map<number, number>();
      for (const [id, n] of byQuestion) {
        const lesson = bankById.get(id)?.topic;
        if (lesson !== undefined) answers.set(lesson, (answers.get(lesson) ?? 0) + n);
      }
      const lessonProgress = content.lessons.map(
        (l): LessonProgress => ({
          id: l.id,
          opened: opened.has(l.id),
          mastery: thousandthOrNull(mastery.get(l.id)),
          answers: answers.get(l.id) ?? 0,
          selfCheckBest: bests.get(l.id) ?? null,
        }),
      );
      const plan = studyPlan({ today, testDate, readiness, mistakesDue: mistakes.due, studiedDays });
      return { readiness, lessons: lessonProgress, mistakes, plan };
    },

    /**
     * The questions waiting in the mistakes, the soonest due first, with what each asks but not its key.
     * Every learner's, like progress: they are questions this learner was shown and missed, in practice
     * or in an exam (a free one too), so the list gives away nothing a subscription opens.
     */
    async mistakeList(userId: string, language: Language): Promise<MistakeList> {
      const now = clock();
      const rows = await repo.mistakeList(userId, MISTAKES_LISTED);
      // A question taken out of the bank since is left out: there is nothing left to show or ask.
      const mistakes = rows.flatMap(({ id, due }) => {
        const q = bankById.get(id);
        if (!q) return [];
        const words = shown(q, language);
        return [{ id, lesson: q.topic, stem: words.stem, picture: pictureOf(words), due: due.toISOString() }];
      });
      return { mistakes, total: rows[0]?.total ?? 0, now: now.toISOString() };
    },

    /** Readiness of several learners (a school's students): their chance and weakest lessons. */
    async readinessOf(userIds: readonly string[]) {
      const now = clock();
      const [evidence, fit] = await Promise.all([repo.evidenceOf(userIds), recalibration()]);
      return new Map(
        userIds.map((id) => {
          const { readiness } = estimateReadiness(evidence.get(id) ?? [], mix, now, READINESS, fit);
          return [id, { readiness: readiness.probability, weakest: readiness.weakest }];
        }),
      );
    },
  };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
