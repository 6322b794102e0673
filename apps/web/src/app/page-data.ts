import type { SessionUser } from '@provisoire/domain';
import { seedSession } from '../features/auth/session.ts';
import { queryClient } from '../lib/query-client.ts';

/** What a signed-in page was rendered with on the server: its user and the answers of its queries. */
export interface PageData {
  user: SessionUser;
  queries: { queryKey: readonly unknown[]; data: unknown }[];
}

/** The element the server writes a page's data in, as JSON (the CSP runs no inline script). */
export const PAGE_DATA_ID = 'page-data';

/** Puts what the page was rendered with where its components read it: the session and the query cache. */
export function seedPageData({ user, queries }: PageData) {
  seedSession(user);
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
}

/** Forgets it again: on the server, once the page is rendered, before another visitor's. */
export function clearPageData() {
  queryClient.clear();
  seedSession(undefined);
}
