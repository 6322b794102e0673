import { paths } from '@provisoire/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { t } from '../../i18n/t.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ServerPageContext } from '../../lib/server-page.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { startOffline } from '../offline/register-sw.ts';
import { dashboardText } from './dashboard-text.ts';
import { MenuIcon } from './menu-icon.tsx';
import { Notifications } from './notifications.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { RightPanel } from './right-panel.tsx';
import { SideMenu } from './side-menu.tsx';
import { useAccountLanguage } from './use-account-language.ts';
import { useAskProfile } from './use-ask-profile.ts';
import { useSignOut } from './use-sign-out.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

// Only an account without a name (a phone number's first sign-in) downloads the profile form.
const ProfileDialog = lazy(() => import('../account/profile-dialog.tsx'));

export function Component() {
  // a page rendered on the server reads its own visitor's data (entry-server.tsx)
  const page = useContext(ServerPageContext);
  return (
    <QueryClientProvider client={page?.client ?? queryClient}>
      <DashboardShell />
    </QueryClientProvider>
  );
}

function DashboardShell() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const { busy, signOut } = useSignOut();
  // The exam's own screen shows the exam alone: no banner above it, no offers beside or under it.
  const inExam = useLocation().pathname === paths.exam;
  useEffect(() => {
    if (user) startOffline(user);
  }, [user]);
  useAccountLanguage(user);
  const [askProfile, profileLater] = useAskProfile(user?.id);
  if (!user) return <LoadingScreen />;

  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_1fr]">
      <aside
        aria-label={dashboardText('layout.side_menu')}
        className="sticky top-0 hidden h-dvh border-r border-stone-200 bg-white md:block"
      >
        <SideMenu user={user} />
      </aside>
      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        label={t('nav.main')}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0"
      >
        <button
          type="button"
          className="absolute top-3 right-3 rounded-md p-2"
          aria-label={t('nav.menu_close')}
          onClick={() => setMenuOpen(false)}
        >
          <Icon name="close" />
        </button>
        <SideMenu user={user} onNavigate={() => setMenuOpen(false)} />
      </Dialog>

      <div className="min-w-0">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-4 backdrop-blur">
          <button
            type="button"
            className="rounded-md p-2.5 md:hidden"
            aria-label={t('nav.menu_open')}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" className="size-6" />
          </button>
          {/* The name on up to two lines, the greeting under it: all fit a 320 px phone, even beside a page's
              own control (the lesson's 'to top'). Each word of the name is an inline-block, which "…" hides whole
              when it does not fit, never cut inside; screen readers get all of it, and the side menu shows it whole. */}
          <p className="min-w-0 flex-1 text-sm leading-tight font-semibold sm:text-base">
            {user.displayName && (
              <span className="line-clamp-2 block" data-testid="greeting-name">
                {user.displayName.split(' ').map((word, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a name's words in their order
                  <span key={i}>
                    {i > 0 && ' '}
                    <span className="inline-block">{word}</span>
                  </span>
                ))}
              </span>
            )}
            <span className="block">{dashboardText('dashboard.welcome')}</span>
          </p>
          {/* A page's own control in the bar, where it covers no text: the lesson's 'to top' (lesson-page.tsx). */}
          <div id="bar-actions" className="contents" />
          <Notifications user={user} />
          <Button
            variant="ghost"
            className="px-2"
            busy={busy}
            onClick={signOut}
            aria-label={dashboardText('dashboard.sign_out')}
          >
            {!busy && <MenuIcon name="logout" />}
            <span className="hidden sm:inline">{dashboardText('dashboard.sign_out')}</span>
          </Button>
        </header>
        {/* The exam says for itself where its answers are; a new version waits until it is over. */}
        {!inExam && <OfflineBar />}
        {!inExam && <VerifyEmailBanner user={user} />}
        {user.displayName === '' && askProfile && (
          <Suspense>
            <ProfileDialog user={user} onLater={profileLater} />
          </Suspense>
        )}
        <div className="mx-auto grid max-w-6xl gap-6 p-4 lg:grid-cols-[1fr_18rem]">
          <main id="main" className="min-w-0">
            <Outlet />
          </main>
          {!inExam && <RightPanel learner={user.role === 'learner'} />}
        </div>
      </div>
    </div>
  );
}
