import {
  type BankQuestion,
  inScope,
  type PracticeAnswerInput,
  type PracticeFeedback,
  type PracticePack,
  pickNext,
  presentFeedback,
  presentQuestion,
} from '@provisoire/domain';
import { inPageLanguage } from '../../i18n/language.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { PRACTICE_OUTBOX as OUTBOX } from '../../lib/offline-caches.ts';
import { createOutbox, type Outbox } from '../../lib/outbox.ts';

// Practice without a connection: questions from the downloaded pack (the service worker keeps it with
// the course), checked on the phone with the same feedback as online, and the answers kept until the
// connection returns.

let pack: Promise<PracticePack> | null = null;
/** The pack, from the phone's copy when offline (the service worker answers), asked once per visit. */
export function loadPack() {
  pack ??= api('GET /api/practice/pack', inPageLanguage()).catch((error) => {
    pack = null;
    throw error;
  });
  return pack;
}

/** A question of the pack for the scope: not yet answered on this phone first, then those answered longest ago. */
export function pickOffline(from: PracticePack, scope: { lesson?: number; signs?: string }) {
  const pool = from.questions.filter((q) => inScope(q, scope as Parameters<typeof inScope>[1]));
  const seen = new Map(
    keptAnswers()
      .pending()
      .map((answer, i) => [answer.questionId, i] as const),
  );
  const next = pickNext(pool, { seen, due: new Map(), now: new Date(), random: Math.random });
  return (
    next && { question: presentQuestion(next.question, false, next.question.picture, Math.random), key: next.question }
  );
}

/** The verdict the server would give, from the pack: the key, why, the article and the lesson. */
export function checkOffline(from: PracticePack, key: BankQuestion, chosen: number): PracticeFeedback {
  const lessons = new Map(from.lessons.map((l) => [l.id, l]));
  return presentFeedback(key, chosen, lessons, {
    counted: true,
    inMistakes: chosen !== key.correct,
    due: 0,
    check: null,
  });
}

/**
 * The answers given offline (`lib/outbox.ts`), sent oldest first when the connection returns, each
 * under its request id: a second send counts nothing more. One the server refuses is dropped.
 */
let outbox: Outbox<PracticeAnswerInput> | null = null;
const keptAnswers = () =>
  (outbox ??= createOutbox<PracticeAnswerInput>({
    storageKey: OUTBOX,
    idOf: (answer) => answer.requestId,
    isItem: (value): value is PracticeAnswerInput =>
      typeof value === 'object' && value !== null && 'requestId' in value && typeof value.requestId === 'string',
    send: (answer) => api('POST /api/practice/answers', { body: answer }),
    outcomeOf: (error) => (error instanceof ApiError && error.code === 'network_error' ? 'retry' : 'drop'),
    inOrder: true,
  }));

/** Keeps an answer given offline, to be sent when the connection returns. */
export const keepAnswer = (answer: PracticeAnswerInput) => keptAnswers().put(answer);

/** Sends the kept answers now; they wait for the next connection if it is not there. */
export const sendKeptAnswers = () => keptAnswers().settle();
