import type { ExamAttempt } from '@provisoire/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { eligibilityQuery } from '../../lib/learner-queries.ts';
import { queryClient } from '../../lib/query-client.ts';

export const currentExamQuery = queryOptions({
  queryKey: ['exams', 'current'],
  queryFn: () => api('GET /api/exams/current'),
  // The exam page keeps its own answers; a refetch would only move them under the learner's finger.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The newest graded exam, asked afresh each time (an exam left open is graded when asked): null before any. */
export const latestResultQuery = queryOptions({
  queryKey: ['exams', 'latest'],
  queryFn: async () => (await api('GET /api/exams/results')).results[0] ?? null,
  staleTime: 0,
  gcTime: 0,
});

export const resultsQuery = infiniteQueryOptions({
  queryKey: ['exams', 'results'],
  queryFn: ({ pageParam }) => api('GET /api/exams/results', { query: { before: pageParam } }),
  initialPageParam: '',
  getNextPageParam: (last) => last.next,
});

export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['exams', 'review', id],
    queryFn: () => api('GET /api/exams/:id/review', { params: { id } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const startExam = (retryOf?: string) => api('POST /api/exams', { body: retryOf ? { retryOf } : undefined });

/** A started exam is the one the exam page shows, and whether another can start has changed. */
export function examStarted(attempt: ExamAttempt) {
  queryClient.setQueryData(currentExamQuery.queryKey, attempt);
  void queryClient.invalidateQueries({ queryKey: eligibilityQuery.queryKey, refetchType: 'none' });
}
export const finishExam = (id: string) => api('POST /api/exams/:id/finish', { params: { id } });
export const saveAnswer = (id: string, position: number, choice: number) =>
  api('PUT /api/exams/:id/answers/:position', { params: { id, position }, body: { choice } });
