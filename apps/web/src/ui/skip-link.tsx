import { t } from '../i18n/t.ts';

/** The first stop of the keyboard: straight to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('app.skip_to_content')}
    </a>
  );
}
