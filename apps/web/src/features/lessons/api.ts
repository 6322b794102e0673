import type { StudyPageSlug } from '@provisoire/domain';
import { inPageLanguage as ours } from '../../i18n/language.ts';
import { apiQuery } from '../../lib/api-query.ts';

// The content changes only with a deploy: kept for the session, revalidated by ETag when refetched.
const CONTENT_STALE_MS = 30 * 60 * 1000;

export const lessonQuery = (id: string) =>
  apiQuery(['lessons', id], CONTENT_STALE_MS, 'GET /api/lessons/:id', { params: { id }, ...ours() });

export const pageQuery = (slug: StudyPageSlug) =>
  apiQuery(['pages', slug], CONTENT_STALE_MS, 'GET /api/pages/:slug', { params: { slug }, ...ours() });

export const signsQuery = apiQuery(['signs'], CONTENT_STALE_MS, 'GET /api/signs', ours());
