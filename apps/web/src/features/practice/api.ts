import type { BankQuestion, PracticeAnswerInput, PracticeQuestion, SignCategory } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiWith } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/api-query.ts';
import { uuid } from '../../lib/uuid.ts';
import { PRACTICE_API_TEXTS } from './practice-api-texts.ts';
import { hasQuestions, SIGN_CATEGORY_CODES } from './practice-rules.ts';

/** The practice calls: their errors carry the texts of the practice answers. */
const api = apiWith(PRACTICE_API_TEXTS);

/** What a practice session asks about: everything, some lessons (taken in turn), a sign category, or the mistakes due. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'lessons'; ids: number[] }
  | { kind: 'signs'; category: SignCategory | 'all' }
  | { kind: 'due' };

/**
 * The scope in the page's address (`?isomo=5,7`, `?ibyapa=A` or `?ibyapa=all` for every sign, `?amakosa=1`,
 * `?byose=1`); null: let the learner choose.
 */
const SIGN_SCOPES: readonly string[] = [...SIGN_CATEGORY_CODES, 'all'];
const isSignScope = (category: string | null): category is SignCategory | 'all' =>
  category !== null && SIGN_SCOPES.includes(category);

export function scopeFromParams(params: URLSearchParams): Scope | null {
  const lessons = (params.get('isomo') ?? '').split(',').map(Number).filter(hasQuestions);
  if (lessons.length > 0) return { kind: 'lessons', ids: [...new Set(lessons)] };
  const category = params.get('ibyapa');
  if (isSignScope(category)) return { kind: 'signs', category };
  if (params.has('amakosa')) return { kind: 'due' };
  if (params.has('byose')) return { kind: 'all' };
  return null;
}

/** The practice page's address for a scope. */
export function practicePath(scope: Scope) {
  if (scope.kind === 'lessons') return `${paths.practice}?isomo=${scope.ids.join(',')}`;
  if (scope.kind === 'signs') return `${paths.practice}?ibyapa=${scope.category}`;
  return `${paths.practice}?${scope.kind === 'due' ? 'amakosa' : 'byose'}=1`;
}

/** The API's query for the `round`-th question of a scope: several lessons are asked in turn. */
export function nextQuery(scope: Scope, round: number) {
  if (scope.kind === 'lessons') return { lesson: scope.ids[round % scope.ids.length] };
  if (scope.kind === 'signs') return { signs: scope.category };
  return scope.kind === 'due' ? { due: 1 } : {};
}

/** The questions waiting in the mistakes and when each comes back: asked by the mistakes page only, afresh each visit. */
export const mistakeListQuery = apiQuery(['practice', 'mistakes'], 0, 'GET /api/practice/mistakes');

/**
 * A question shown, with the request id its answer is sent under: a double tap or a retry counts once.
 * Offline, it comes from the downloaded pack with its `key`, and the phone checks the answer itself.
 */
export interface ShownQuestion {
  question: PracticeQuestion;
  requestId: string;
  key?: BankQuestion;
}

/** Offline: a question of the downloaded pack; without a pack (or for the mistakes), the network error stands. */
async function nextFromPack(scope: Scope, round: number, offline: ApiError) {
  // The mistakes need the server: what is due is known there.
  if (scope.kind === 'due') throw offline;
  const where = nextQuery(scope, round);
  const { loadPack, pickOffline } = await import('./offline-practice.ts');
  const picked = pickOffline(await loadPack().catch(() => Promise.reject(offline)), where);
  return { shown: picked && { question: picked.question, requestId: uuid(), key: picked.key } };
}

/**
 * The `round`-th question of a session (`session` is made when it starts). Each round is fetched once and
 * kept while the session lasts: a refetch would change the question under the learner's finger. Asked
 * even offline (`networkMode: 'always'`), where the downloaded pack answers.
 */
export const nextQuestionQuery = (session: string, scope: Scope, round: number) =>
  queryOptions({
    queryKey: ['practice', 'next', session, round],
    queryFn: async () => {
      try {
        const next = await api('GET /api/practice/next', { query: nextQuery(scope, round) });
        const shown: ShownQuestion | null = next.question && { question: next.question, requestId: uuid() };
        return { shown };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'network_error') return nextFromPack(scope, round, error);
        throw error;
      }
    },
    networkMode: 'always',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const sendAnswer = (input: PracticeAnswerInput) => api('POST /api/practice/answers', { body: input });

export const startSelfCheck = (lesson: number) => api('POST /api/practice/checks', { body: { lesson } });
