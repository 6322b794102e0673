import { paths } from '@provisoire/domain';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../../i18n/t.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { NotFound } from './not-found.tsx';

// How Chromium, Firefox and Safari (and Vite, for a page's styles) word a page's code that could not be downloaded.
const CHUNK_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the failure came from the connection (a page's code or the API unreachable), not from the app. */
const isNetworkFailure = (error: unknown) =>
  (error instanceof ApiError && error.code === 'network_error') ||
  (error instanceof Error && CHUNK_FAILED.test(error.message));

/** What any route shows when it fails unexpectedly: never a blank page, always a way on. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const offline = isNetworkFailure(error);
  const title = offline ? t('error.offline_title') : t('error.title');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <PageTitle text={title} />
      <div role="alert" className="flex flex-col items-center gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="max-w-md text-stone-700">{offline ? t('error.offline_text') : t('error.text')}</p>
        {detail && <p className="text-sm text-stone-500">{detail}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A fresh load fetches the page's code again: the router keeps a failed download. */}
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <a href={paths.landing} className={buttonClass('secondary')}>
          {t('not_found.home')}
        </a>
      </div>
    </main>
  );
}
