import { Outlet } from 'react-router';
import { Header } from '../features/site/header.tsx';
import { t } from '../i18n/t.ts';
import { LogoMark } from '../ui/logo.tsx';

/** Sign-in and sign-up pages: the promotional banner beside (or above, on phones) the form. */
export function FormLayout() {
  return (
    <>
      <Header />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-2 md:py-12">
        <aside className="flex flex-col justify-center gap-3 rounded-2xl bg-emerald-800 p-6 text-white md:p-10">
          <LogoMark inverted className="size-10" />
          <p className="text-xl font-bold md:text-3xl">{t('app.headline')}</p>
        </aside>
        <main id="main" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 md:p-8">
          <Outlet />
        </main>
      </div>
    </>
  );
}
