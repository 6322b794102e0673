import { t } from '../i18n/t.ts';
import { LogoMark } from './logo.tsx';

/** Full-screen wait: the logo and an indeterminate bar. */
export function LoadingScreen() {
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-stone-50"
      role="status"
      aria-live="polite"
    >
      <LogoMark className="size-14" />
      <div className="h-1 w-40 overflow-hidden rounded-full bg-emerald-100">
        <div className="progress-bar h-full w-1/3 rounded-full bg-emerald-700" />
      </div>
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
