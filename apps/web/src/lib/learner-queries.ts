import { inPageLanguage as ours } from '../i18n/language.ts';
import { apiQuery } from './api-query.ts';

// The learner's answers that several features read, or mark stale when they change them: the course's
// lessons, the progress (readiness, mistakes due), whether an exam may start.

export const lessonsQuery = apiQuery(['lessons'], undefined, 'GET /api/lessons', ours());

export const progressQuery = apiQuery(['progress'], undefined, 'GET /api/progress');

/**
 * Whether an exam can start now. Fresh for the client's usual 30 s, so the page that came with it does
 * not ask again as it hydrates: what changes it here marks it stale (a start, a finish, a change of
 * subscription), and the server refuses a start that is no longer allowed anyway.
 */
export const eligibilityQuery = apiQuery(['exams', 'eligibility'], undefined, 'GET /api/exams/eligibility');
