import type { SessionUser } from '@provisoire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * What one server render of a signed-in page has of its own: its query cache and its visitor
 * (`entry-server.tsx`). Renders never share them, whatever runs between them. Absent in the browser,
 * which has one cache (`query-client.ts`) and one session (`session.ts`).
 */
export interface ServerPage {
  client: QueryClient;
  user: SessionUser | null;
}

export const ServerPageContext = createContext<ServerPage | null>(null);
