import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Every page: a thin bar while the next page loads, and scroll restored on back. */
export function RootLayout() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
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
      <ScrollRestoration />
    </>
  );
}
