import { Icon, type IconName, PathIcon } from '../../ui/icons.tsx';

/** The side menu's own line icons, kept out of the public pages' main script. */
const MENU_ICONS = {
  home: 'M3 11l9-8 9 8M5 9v11h14V9',
  money: 'M3 7h18v10H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 10v4M18 10v4',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
} as const;

export type MenuIconName = keyof typeof MENU_ICONS | IconName;

const isMenuIcon = (name: MenuIconName): name is keyof typeof MENU_ICONS => Object.hasOwn(MENU_ICONS, name);

/** A side menu icon: its own or a shared one. */
export const MenuIcon = ({ name }: { name: MenuIconName }) =>
  isMenuIcon(name) ? <PathIcon d={MENU_ICONS[name]} /> : <Icon name={name} />;
