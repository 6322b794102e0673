import { t } from '../i18n/t.ts';

/** A grey block where a page's data will show, announced once to screen readers. */
export const LoadingBlock = () => (
  <div role="status" className="h-40 rounded-2xl bg-stone-200 motion-safe:animate-pulse">
    <span className="sr-only">{t('app.loading')}</span>
  </div>
);
