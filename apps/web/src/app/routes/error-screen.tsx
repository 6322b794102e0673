import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { NotFound } from './not-found.tsx';

/** What any route shows when it fails unexpectedly: never a blank page, always a way on. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="max-w-md text-stone-700">{t('error.text')}</p>
      {detail && <p className="text-sm text-stone-500">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <a href="/" className={buttonClass('secondary')}>
          {t('not_found.home')}
        </a>
      </div>
    </main>
  );
}
