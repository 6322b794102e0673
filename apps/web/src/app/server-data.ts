import { pathPatterns, paths, type Role, type StudyPageSlug } from '@provisoire/domain';
import { matchPath, type Params } from 'react-router';
import { lessonQuery, pageQuery } from '../features/lessons/api.ts';
import { subscriptionQuery } from '../features/subscription/api.ts';
import { eligibilityQuery, lessonsQuery, progressQuery } from '../lib/learner-queries.ts';

/** A GET the page's first render reads from the query cache. */
interface PageQuery {
  queryKey: readonly unknown[];
  meta?: { path?: string };
}

interface DataPage {
  /** The source modules of the page's route code (one per route, in order), then what that code loads before it renders: the server preloads them. */
  modules: string[];
  /** Who the page is for: anyone else gets the loading shell, and the app's guard sends them on. */
  for: (role: Role) => boolean;
  /** What the page shows, beside the subscription the side panel shows on every learner's page. */
  queries: (params: Params) => PageQuery[];
}

const DASHBOARD = 'src/features/dashboard/dashboard-layout.tsx';
const notSchool = (role: Role) => role !== 'school';
const studyPage = (slug: StudyPageSlug): DataPage => ({
  modules: [DASHBOARD, 'src/features/lessons/study-page.tsx'],
  for: notSchool,
  queries: () => [pageQuery(slug)],
});

/**
 * The signed-in pages the server renders for their visitor with their data in them, by route: on a
 * first visit over a slow connection the text is in the first response, not after the main script and
 * an API call. Their routes with a loader have fixed ids (`routes.tsx`), for hydration.
 */
const DATA_PAGES: Record<string, DataPage> = {
  // A learner's home: the chance of passing, the next steps, the lessons. Not the results (their days
  // are written in the phone's time zone, which the server does not know), nor an admin's or a school's.
  [paths.dashboard]: {
    modules: [DASHBOARD, 'src/features/dashboard/home-page.tsx', 'src/features/dashboard/learner-home.tsx'],
    for: (role) => role === 'learner',
    queries: () => [progressQuery, lessonsQuery],
  },
  [paths.lessons]: {
    modules: [DASHBOARD, 'src/features/lessons/lessons-page.tsx'],
    for: notSchool,
    queries: () => [lessonsQuery, progressQuery],
  },
  [pathPatterns.lesson]: {
    modules: [DASHBOARD, 'src/features/lessons/lesson-page.tsx'],
    for: notSchool,
    queries: ({ id = '' }) => [lessonQuery(id)],
  },
  // Practice: the choice of what to practise, with the lessons' names and figures in it (they came after
  // the page and moved it down as they did); a session starts there loading its question, as in the browser.
  [paths.practice]: {
    modules: [DASHBOARD, 'src/features/practice/practice-page.tsx'],
    for: notSchool,
    queries: () => [progressQuery, lessonsQuery],
  },
  [paths.glossary]: studyPage('inyito'),
  [paths.numbers]: studyPage('imibare'),
  // What the exam is, and whether this learner may start one now.
  [paths.examInstructions]: {
    modules: [DASHBOARD, 'src/features/exam/instructions-page.tsx'],
    for: notSchool,
    queries: () => [eligibilityQuery],
  },
};

/** What the server fetches to render `path` for a visitor of this role: the API paths and their query keys, or null. */
export function dataPageFor(path: string, role: Role) {
  for (const [pattern, page] of Object.entries(DATA_PAGES)) {
    const match = matchPath(pattern, path);
    if (!match) continue;
    if (!page.for(role)) return null;
    const queries = [...page.queries(match.params), subscriptionQuery].map(({ queryKey, meta }) => ({
      queryKey,
      path: meta?.path ?? '',
    }));
    return { modules: page.modules, queries };
  }
  return null;
}

export const DATA_PAGE_PATTERNS = Object.keys(DATA_PAGES);
export const dataPageModules = (pattern: string) => DATA_PAGES[pattern]?.modules ?? [];
