import type { SessionUser } from './session-user.ts';

/**
 * What a signed-in page was rendered with on the server, written beside it as JSON (the server's
 * `web/pages.ts`, the web's `app/page-data.ts`): its user and the answers of its queries.
 */
export interface PageData {
  user: SessionUser;
  queries: {
    queryKey: readonly unknown[];
    /** The API path that answered it. */
    path: string;
    data: unknown;
    /** Its `html` was left out: it is the page's lesson text, which the server sends once. */
    htmlInPage?: boolean;
  }[];
}

/** The id of the element that carries a page's data (JSON in a script element: the CSP runs none inline). */
export const PAGE_DATA_ID = 'page-data';
