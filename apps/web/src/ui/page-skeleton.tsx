import { t } from '../i18n/t.ts';
import { LogoMark } from './logo.tsx';

/**
 * What a page shows before its code and data arrive: the bar of the header and grey blocks where the
 * content will be. The server sends it in the first HTML, so a slow phone never shows a blank page.
 */
export function PageSkeleton() {
  return (
    <div aria-busy="true">
      <div className="flex h-16 items-center gap-2 border-b border-stone-200 bg-white px-4">
        <LogoMark />
        <span className="text-lg font-extrabold tracking-tight text-emerald-800">{t('app.name')}</span>
      </div>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
        <p role="status" className="sr-only">
          {t('app.loading')}
        </p>
        <div className="h-8 w-48 rounded-lg bg-stone-200 motion-safe:animate-pulse" />
        {[0, 1, 2].map((block) => (
          <div key={block} className="h-28 rounded-2xl bg-stone-200 motion-safe:animate-pulse" />
        ))}
      </main>
    </div>
  );
}
