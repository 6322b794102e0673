import { PAGE_DATA_ID, type PageData } from '@provisoire/domain';
import { keepRenderedAnswers } from '../features/offline/register-sw.ts';
import { queryClient } from '../lib/query-client.ts';
import { seedSession } from '../lib/session.ts';

/**
 * Puts what the server rendered the page with where its components read it in the browser (the session,
 * the query cache) and where the phone keeps study answers for reading offline.
 */
function seedPageData({ user, queries }: PageData) {
  const answers = queries.map(({ htmlInPage, ...query }) => {
    if (!htmlInPage) return query;
    // Read before React takes the page over: as the server rendered it.
    const html = document.querySelector('.lesson-content')?.innerHTML ?? '';
    return { ...query, data: { ...(query.data as object), html } };
  });
  seedSession(user);
  for (const { queryKey, data } of answers) queryClient.setQueryData(queryKey, data);
  keepRenderedAnswers(answers);
}

// In the browser, the page's data is taken over when the code of a page rendered with it first runs:
// the pages of server-data.ts import this module, and main.tsx loads their code before hydrating. Here
// rather than in the main script, which every visitor downloads (`/` never needs it).
const rendered = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
if (rendered?.textContent) {
  seedPageData(JSON.parse(rendered.textContent) as PageData);
  rendered.remove();
}
