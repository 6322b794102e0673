import { t } from '../../i18n/t.ts';

export function Component() {
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">{t('dashboard.home_title')}</h1>
      <p className="mt-2 text-stone-700">{t('dashboard.home_text')}</p>
    </section>
  );
}
