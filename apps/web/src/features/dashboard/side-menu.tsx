import type { SessionUser } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { NavLink } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { LanguageSelect } from '../site/language-select.tsx';
import { dashboardText } from './dashboard-text.ts';
import { MenuIcon } from './menu-icon.tsx';
import { menuItemsFor } from './menu-items.ts';
import { useSignOut } from './use-sign-out.ts';

/** Avatar, name, the menu for this role and sign-out; fixed on wide screens, slid in on phones. */
export function SideMenu({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { busy, signOut } = useSignOut();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3">
        <Avatar name={user.displayName} />
        <span className="min-w-0 leading-tight font-semibold break-words">{user.displayName}</span>
      </div>
      <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
        {menuItemsFor(user.role).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === paths.dashboard}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium ${isActive ? 'bg-emerald-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`
            }
          >
            <MenuIcon name={item.icon} />
            {dashboardText(item.label)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto">
        <LanguageSelect />
      </div>
      <Button variant="ghost" className="justify-start" busy={busy} onClick={signOut}>
        {!busy && <MenuIcon name="logout" />}
        {busy ? dashboardText('dashboard.signing_out') : dashboardText('dashboard.sign_out')}
      </Button>
    </div>
  );
}
