import type { Lesson, LessonList, SignLibrary, StudyPage, StudyPageSlug } from '@provisoire/domain';
import { apiQuery } from '../../lib/api-query.ts';

// The content changes only with a deploy: kept for the session, revalidated by ETag when refetched.
const CONTENT_STALE_MS = 30 * 60 * 1000;

export const lessonsQuery = apiQuery<LessonList>(['lessons'], '/api/lessons');

export const lessonQuery = (id: string) =>
  apiQuery<Lesson>(['lessons', id], `/api/lessons/${encodeURIComponent(id)}`, CONTENT_STALE_MS);

export const pageQuery = (slug: StudyPageSlug) =>
  apiQuery<StudyPage>(['pages', slug], `/api/pages/${encodeURIComponent(slug)}`, CONTENT_STALE_MS);

export const signsQuery = apiQuery<SignLibrary>(['signs'], '/api/signs', CONTENT_STALE_MS);
