import { Icon, type IconName, PathIcon } from '../../ui/icons.tsx';

/** The side menu's and the dashboard bar's own line icons, kept out of the public pages' main script. */
const MENU_ICONS = {
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  home: 'M3 11l9-8 9 8M5 9v11h14V9',
  phone: 'M7 2h10v20H7zM11 18h2M12 6v7M9 10l3 3 3-3',
  money: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  school: 'M3 21h18M5 21V11l7-5 7 5v10M10 21v-5h4v5M12 6V2l4 1.5-4 1.5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
} as const;

export type MenuIconName = keyof typeof MENU_ICONS | IconName;

const isMenuIcon = (name: MenuIconName): name is keyof typeof MENU_ICONS => Object.hasOwn(MENU_ICONS, name);

/** A side menu or bar icon: its own or a shared one. */
export const MenuIcon = ({ name }: { name: MenuIconName }) =>
  isMenuIcon(name) ? <PathIcon d={MENU_ICONS[name]} /> : <Icon name={name} />;
