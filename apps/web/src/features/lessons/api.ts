import type { Lesson, LessonList, SignLibrary, StudyPage, StudyPageSlug } from '@provisoire/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// The content changes only with a deploy: kept for the session, revalidated by ETag when refetched.
const CONTENT_STALE_MS = 30 * 60 * 1000;

export const lessonsQuery = queryOptions({
  queryKey: ['lessons'],
  queryFn: () => api<LessonList>('GET', '/api/lessons'),
});

export const lessonQuery = (id: string) =>
  queryOptions({
    queryKey: ['lessons', id],
    queryFn: () => api<Lesson>('GET', `/api/lessons/${encodeURIComponent(id)}`),
    staleTime: CONTENT_STALE_MS,
  });

export const pageQuery = (slug: StudyPageSlug) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => api<StudyPage>('GET', `/api/pages/${encodeURIComponent(slug)}`),
    staleTime: CONTENT_STALE_MS,
  });

export const signsQuery = queryOptions({
  queryKey: ['signs'],
  queryFn: () => api<SignLibrary>('GET', '/api/signs'),
  staleTime: CONTENT_STALE_MS,
});

export const SUBSCRIBE_PATH = '/dashboard/ifatabuguzi';
export const lessonPath = (id: number) => `/dashboard/amasomo/${id}`;
