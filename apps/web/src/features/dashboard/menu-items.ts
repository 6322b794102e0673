import type { Role } from '@provisoire/domain';
import type { DashboardKey } from './dashboard-text.ts';
import type { MenuIconName } from './menu-icon.tsx';

interface MenuItem {
  to: string;
  label: DashboardKey;
  icon: MenuIconName;
  adminOnly?: boolean;
}

const ITEMS: MenuItem[] = [
  { to: '/dashboard', label: 'dashboard.menu_home', icon: 'home' },
  { to: '/dashboard/amasomo', label: 'dashboard.menu_lessons', icon: 'book' },
  { to: '/dashboard/ibyapa', label: 'dashboard.menu_signs', icon: 'sign' },
  { to: '/dashboard/isuzuma', label: 'dashboard.menu_exams', icon: 'check' },
  {
    to: '/dashboard/subscribers',
    label: 'dashboard.menu_subscribers',
    icon: 'list',
    adminOnly: true,
  },
  {
    to: '/dashboard/users',
    label: 'dashboard.menu_users',
    icon: 'users',
    adminOnly: true,
  },
  { to: '/dashboard/payments', label: 'dashboard.menu_payments', icon: 'money', adminOnly: true },
  { to: '/dashboard/audit', label: 'dashboard.menu_audit', icon: 'history', adminOnly: true },
  {
    to: '/dashboard/ifatabuguzi',
    label: 'dashboard.menu_subscription',
    icon: 'card',
  },
  { to: '/dashboard/konte', label: 'dashboard.menu_account', icon: 'user' },
];

/** The side menu for this role: the admin entries are not even rendered for learners. */
export const menuItemsFor = (role: Role) => ITEMS.filter((item) => !item.adminOnly || role === 'admin');
