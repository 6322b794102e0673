import { ApiError } from '../../lib/api-client.ts';
import { createOutbox } from '../../lib/outbox.ts';

interface Options {
  save: (position: number, choice: number) => Promise<unknown>;
  /** The server says the exam is over (finished elsewhere, or its time ran out). */
  onClosed: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** A choice at a position of the paper, as the phone keeps it until the server has it. */
type Answer = [position: number, choice: number];

const CLOSED = new Set(['exam_finished', 'exam_time_up', 'exam_not_found']);
const isAnswer = (value: unknown): value is Answer =>
  Array.isArray(value) && value.length === 2 && value.every(Number.isInteger);

/**
 * The exam's answers not yet saved on the server (`lib/outbox.ts`): all sent at once, the newest choice
 * for a position only; one the server refuses as invalid is dropped, and the exam being over ends it.
 */
export function createAnswerOutbox(attemptId: string, { save, onClosed, storage }: Options) {
  const outbox = createOutbox<Answer>({
    storageKey: `provisoire.exam-answers.${attemptId}`,
    idOf: ([position]) => position,
    isItem: isAnswer,
    send: ([position, choice]) => save(position, choice),
    outcomeOf: (error) => {
      if (error instanceof ApiError && CLOSED.has(error.code)) return 'closed';
      return error instanceof ApiError && error.status === 400 ? 'drop' : 'retry';
    },
    onClosed,
    storage,
  });
  return {
    ...outbox,
    /** The answers waiting to be saved, by position: they win over what the server last said. */
    pending: () => new Map(outbox.pending()),
    put: (position: number, choice: number) => outbox.put([position, choice]),
  };
}

export type AnswerOutbox = ReturnType<typeof createAnswerOutbox>;
