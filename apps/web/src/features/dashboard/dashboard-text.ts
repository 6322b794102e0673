import { catalog } from '../../i18n/t.ts';

/** The dashboard's own texts (menus, home, banners): loaded with the dashboard, never with the landing. */
export const texts = {
  'layout.side_menu': 'Menu yo ku ruhande',
  'layout.right_panel': 'Ibikorwa byihuse',
  'dashboard.welcome': 'Murakaza neza.',
  'dashboard.menu_home': 'Ahabanza',
  'dashboard.menu_lessons': 'Amasomo',
  'dashboard.menu_signs': 'Ibyapa',
  'dashboard.menu_practice': 'Imyitozo',
  'dashboard.menu_exams': 'Amasuzuma',
  'dashboard.menu_subscribers': 'Abafatabuguzi',
  'dashboard.menu_users': 'Abantu',
  'dashboard.menu_payments': 'Ubwishyu',
  'dashboard.menu_audit': 'Ibyakozwe',
  'dashboard.menu_schools': 'Ibigo',
  'dashboard.menu_item_stats': "Isesengura ry'ibibazo",
  'dashboard.menu_calibration': "Ukuri kw'amahirwe",
  'dashboard.menu_students': 'Abanyeshuri',
  'dashboard.menu_seats': 'Intebe',
  'dashboard.menu_messages': 'Ubutumwa',
  'dashboard.menu_offline': 'Kwiga nta murandasi',
  'offline.bar': 'Nta murandasi ufite: urasoma ibiri kuri telefoni yawe.',
  'offline.update': 'Hari verisiyo nshya ya Provisoire.',
  'offline.update_action': 'Vugurura',
  'install.title': 'Shyira Provisoire kuri telefoni',
  'install.body': "Uzayifungura nka porogaramu, n'igihe nta murandasi ufite.",
  'install.action': 'Shyira kuri telefoni',
  'install.later': 'Ubutaha',
  'install.howto':
    "Muri Chrome: kanda utudomo dutatu (⋮) hejuru iburyo, hanyuma uhitemo kuyishyira ku rupapuro rw'ibanze rwa telefoni.",
  'dashboard.menu_subscription': 'Ifatabuguzi',
  'dashboard.menu_account': 'Konte Yanjye',
  'dashboard.sign_out': 'Gusohoka',
  'dashboard.signing_out': 'Turimo gusohoka…',
  'dashboard.notifications': 'Ubutumwa',
  'dashboard.notifications_empty': 'Nta butumwa ufite.',
  'dashboard.notifications_unread': 'Ubutumwa ({count} bushya)',
  'dashboard.notifications_loading': 'Birimo gufunguka…',
  'dashboard.new': 'Bushya',
  'dashboard.exam_button': 'Isuzume',
  'dashboard.exam_text': "Kora isuzuma ry'ibibazo 20 mu minota 20.",
  'dashboard.home_title': 'Ahabanza',

  'verify.banner': 'Emeza imeli yawe: kanda kuri link twakoherereje.',
  'verify.resend': 'Yohereze bundi bushya',
  'verify.resent': 'Twongeye kukoherereza imeli.',
};

export const dashboardText = catalog(texts);

/** A key of the dashboard's texts, for data that names one (the menu items). */
export type DashboardKey = Parameters<typeof dashboardText>[0];
