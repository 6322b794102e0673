import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { SkipLink } from '../ui/skip-link.tsx';
import { AppToaster } from '../ui/toaster.tsx';

/** Every page: the skip link first, a thin bar while the next page loads, messages, and scroll restored on back. */
export function RootLayout() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <SkipLink />
      {loading && (
        <div
          className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-emerald-100"
          role="progressbar"
          aria-label="…"
        >
          <div className="progress-bar h-full w-1/3 bg-emerald-600" />
        </div>
      )}
      <Outlet />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}
