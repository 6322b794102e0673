import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { buttonClass } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

export function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <PageTitle text={t('not_found.doc_title')} />
      <p className="text-7xl font-extrabold text-emerald-800" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('not_found.title')}</h1>
      <Link to={paths.landing} className={buttonClass()}>
        {t('not_found.home')}
      </Link>
    </main>
  );
}

export { NotFound as Component };
