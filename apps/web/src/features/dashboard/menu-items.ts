import type { Role } from '@provisoire/domain';
import { paths } from '@provisoire/domain';
import { adminPaths } from '../../lib/admin-paths.ts';
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
  { to: paths.dashboard, label: 'dashboard.menu_home', icon: 'home' },
  { to: paths.lessons, label: 'dashboard.menu_lessons', icon: 'book', for: STUDYING },
  { to: paths.signs, label: 'dashboard.menu_signs', icon: 'sign', for: STUDYING },
  { to: paths.practice, label: 'dashboard.menu_practice', icon: 'play', for: STUDYING },
  { to: paths.results, label: 'dashboard.menu_exams', icon: 'check', for: STUDYING },
  { to: paths.students, label: 'dashboard.menu_students', icon: 'users', for: SCHOOL },
  { to: paths.seats, label: 'dashboard.menu_seats', icon: 'card', for: SCHOOL },
  { to: paths.message, label: 'dashboard.menu_messages', icon: 'send', for: SCHOOL },
  { to: adminPaths.subscribers, label: 'dashboard.menu_subscribers', icon: 'list', for: ADMIN },
  { to: adminPaths.users, label: 'dashboard.menu_users', icon: 'users', for: ADMIN },
  { to: adminPaths.payments, label: 'dashboard.menu_payments', icon: 'money', for: ADMIN },
  { to: adminPaths.schools, label: 'dashboard.menu_schools', icon: 'school', for: ADMIN },
  { to: adminPaths.audit, label: 'dashboard.menu_audit', icon: 'history', for: ADMIN },
  { to: adminPaths.itemStats, label: 'dashboard.menu_item_stats', icon: 'search', for: ADMIN },
  { to: adminPaths.calibration, label: 'dashboard.menu_calibration', icon: 'target', for: ADMIN },
  { to: paths.offline, label: 'dashboard.menu_offline', icon: 'phone', for: STUDYING },
  { to: paths.subscribe, label: 'dashboard.menu_subscription', icon: 'card', for: STUDYING },
  { to: paths.account, label: 'dashboard.menu_account', icon: 'user' },
];

/** The side menu for this role: the entries of other roles are not even rendered. */
export const menuItemsFor = (role: Role) => ITEMS.filter((item) => !item.for || item.for.includes(role));
