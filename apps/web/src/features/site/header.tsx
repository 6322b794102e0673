import { paths } from '@provisoire/domain';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { t } from '../../i18n/t.ts';
import { useSession } from '../../lib/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Logo } from '../../ui/logo.tsx';
import { useScrolledPast } from '../../ui/use-scrolled-past.ts';
import { headerText } from './header-text.ts';
import { LanguageSelect } from './language-select.tsx';

const SCROLL_THRESHOLD = 80;

/** The entries that depend on who is there: Amasomo when signed in, Kwinjira when not, neither while unknown. */
function useEntries() {
  const { user, isPending } = useSession();
  return [
    { to: paths.landing, label: t('nav.home'), show: true },
    { to: paths.dashboard, label: headerText('nav.lessons'), show: !isPending && !!user },
    { to: paths.login, label: headerText('nav.login'), show: !isPending && !user },
  ].filter((e) => e.show);
}

export function Header({ inverted = false }: { inverted?: boolean }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const entries = useEntries();
  const dark = inverted && !scrolled;
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 font-medium ${dark ? 'text-white hover:bg-white/10' : 'text-stone-800 hover:bg-stone-100'} ${isActive ? 'underline underline-offset-8' : ''}`;

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-30 transition-colors ${dark ? 'focus-on-dark bg-emerald-800' : 'bg-white/95 shadow-sm backdrop-blur'}`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Logo inverted={dark} />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {entries.map((e) => (
            <NavLink key={e.to} to={e.to} end className={link}>
              {e.label}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <LanguageSelect dark={dark} />
          <button
            type="button"
            className={`rounded-md p-2 md:hidden ${dark ? 'text-white' : 'text-stone-800'}`}
            aria-label={t('nav.menu_open')}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" className="size-7" />
          </button>
        </div>
      </div>
      <Dialog
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        label={t('nav.main')}
        className="focus-on-dark m-0 h-dvh max-h-none w-full bg-emerald-800 p-0 text-white"
      >
        <div className="flex h-16 items-center justify-between px-4">
          <Logo inverted />
          <button
            type="button"
            className="rounded-md p-2"
            aria-label={t('nav.menu_close')}
            onClick={() => setMenuOpen(false)}
          >
            <Icon name="close" className="size-7" />
          </button>
        </div>
        <nav aria-label={t('nav.main')} className="flex flex-col gap-2 px-6 py-8 text-2xl font-semibold">
          {entries.map((e) => (
            <Link key={e.to} to={e.to} className="rounded-md py-3" onClick={() => setMenuOpen(false)}>
              {e.label}
            </Link>
          ))}
        </nav>
      </Dialog>
    </header>
  );
}
