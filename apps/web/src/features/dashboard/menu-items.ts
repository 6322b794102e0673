import type { Role } from '@provisoire/domain';
import type { DashboardKey } from './dashboard-text.ts';
import type { MenuIconName } from './menu-icon.tsx';

interface MenuItem {
  to: string;
  label: DashboardKey;
  icon: MenuIconName;
  /** Who sees it: everyone when absent. A school's account follows students; it does not study. */
  for?: readonly Role[];
}

const STUDYING: readonly Role[] = ['learner', 'admin'];
const ADMIN: readonly Role[] = ['admin'];
const SCHOOL: readonly Role[] = ['school'];

const ITEMS: MenuItem[] = [
  { to: '/dashboard', label: 'dashboard.menu_home', icon: 'home' },
  { to: '/dashboard/amasomo', label: 'dashboard.menu_lessons', icon: 'book', for: STUDYING },
  { to: '/dashboard/ibyapa', label: 'dashboard.menu_signs', icon: 'sign', for: STUDYING },
  { to: '/dashboard/imyitozo', label: 'dashboard.menu_practice', icon: 'play', for: STUDYING },
  { to: '/dashboard/isuzuma', label: 'dashboard.menu_exams', icon: 'check', for: STUDYING },
  { to: '/dashboard/students', label: 'dashboard.menu_students', icon: 'users', for: SCHOOL },
  { to: '/dashboard/seats', label: 'dashboard.menu_seats', icon: 'card', for: SCHOOL },
  { to: '/dashboard/message', label: 'dashboard.menu_messages', icon: 'send', for: SCHOOL },
  { to: '/dashboard/subscribers', label: 'dashboard.menu_subscribers', icon: 'list', for: ADMIN },
  { to: '/dashboard/users', label: 'dashboard.menu_users', icon: 'users', for: ADMIN },
  { to: '/dashboard/payments', label: 'dashboard.menu_payments', icon: 'money', for: ADMIN },
  { to: '/dashboard/schools', label: 'dashboard.menu_schools', icon: 'school', for: ADMIN },
  { to: '/dashboard/audit', label: 'dashboard.menu_audit', icon: 'history', for: ADMIN },
  { to: '/dashboard/kuri-telefoni', label: 'dashboard.menu_offline', icon: 'phone', for: STUDYING },
  { to: '/dashboard/ifatabuguzi', label: 'dashboard.menu_subscription', icon: 'card', for: STUDYING },
  { to: '/dashboard/konte', label: 'dashboard.menu_account', icon: 'user' },
];

/** The side menu for this role: the entries of other roles are not even rendered. */
export const menuItemsFor = (role: Role) => ITEMS.filter((item) => !item.for || item.for.includes(role));
