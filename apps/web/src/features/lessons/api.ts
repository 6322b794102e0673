import type { Lesson, SignLibrary, StudyPage, StudyPageSlug } from '@provisoire/domain';
import { inPageLanguage as ours } from '../../i18n/language.ts';
import { apiQuery } from '../../lib/api-query.ts';

// The content changes only with a deploy: kept for the session, revalidated by ETag when refetched.
const CONTENT_STALE_MS = 30 * 60 * 1000;

export const lessonQuery = (id: string) =>
  apiQuery<Lesson>(['lessons', id], ours(`/api/lessons/${encodeURIComponent(id)}`), CONTENT_STALE_MS);

export const pageQuery = (slug: StudyPageSlug) =>
  apiQuery<StudyPage>(['pages', slug], ours(`/api/pages/${encodeURIComponent(slug)}`), CONTENT_STALE_MS);

export const signsQuery = apiQuery<SignLibrary>(['signs'], ours('/api/signs'), CONTENT_STALE_MS);
