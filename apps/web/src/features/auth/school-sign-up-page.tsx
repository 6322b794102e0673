import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { buttonClass } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** School accounts are a later step; this page says so instead of a form that cannot work. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={t('school.title')} />
      <h1 className="text-2xl font-bold">{t('school.title')}</h1>
      <p className="text-stone-700">{t('school.text')}</p>
      <Link to="/user-sign-up" className={buttonClass()}>
        {t('register.regular')}
      </Link>
    </div>
  );
}
