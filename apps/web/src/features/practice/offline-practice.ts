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
import { api } from '../../lib/api-client.ts';
import { PRACTICE_OUTBOX as OUTBOX } from '../../lib/offline-caches.ts';

// Practice without a connection: questions from the downloaded pack (the service worker keeps it with
// the course), checked on the phone with the same feedback as online, and the answers kept here until
// the connection returns, then sent under their request ids, so each counts once.

let pack: Promise<PracticePack> | null = null;
/** The pack, from the phone's copy when offline (the service worker answers), asked once per visit. */
export function loadPack() {
  pack ??= api<PracticePack>('GET', inPageLanguage('/api/practice/pack')).catch((error) => {
    pack = null;
    throw error;
  });
  return pack;
}

/** A question of the pack for the scope: not yet answered on this phone first, then those answered longest ago. */
export function pickOffline(from: PracticePack, scope: { lesson?: number; signs?: string }) {
  const pool = from.questions.filter((q) => inScope(q, scope as Parameters<typeof inScope>[1]));
  const seen = new Map(readOutbox().map((answer, i) => [answer.questionId, i] as const));
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

function readOutbox(): PracticeAnswerInput[] {
  try {
    const value = JSON.parse(localStorage.getItem(OUTBOX) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function writeOutbox(answers: PracticeAnswerInput[]) {
  try {
    if (answers.length > 0) localStorage.setItem(OUTBOX, JSON.stringify(answers));
    else localStorage.removeItem(OUTBOX);
  } catch {
    // A full or refused storage: the answer was shown, it will not be counted.
  }
}

/** Keeps an answer given offline, to be sent when the connection returns. */
export function keepAnswer(answer: PracticeAnswerInput) {
  writeOutbox([...readOutbox().filter((a) => a.requestId !== answer.requestId), answer]);
}

let flushing: Promise<void> | null = null;
/**
 * Sends the kept answers, oldest first, each under its request id (a second send counts nothing more);
 * stops at the first that cannot leave, to try again at the next connection. A refused one is dropped.
 */
export function sendKeptAnswers() {
  flushing ??= (async () => {
    for (const answer of readOutbox()) {
      try {
        await api('POST', '/api/practice/answers', answer);
      } catch (error) {
        if ((error as { code?: string }).code === 'network_error') break;
      }
      writeOutbox(readOutbox().filter((a) => a.requestId !== answer.requestId));
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
