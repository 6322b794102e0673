import { catalog } from '../../i18n/t.ts';

/** The account page's texts: loaded with that page, never with the landing. */
export const ta = catalog({
  'account.title': 'Konte Yanjye',
  'account.password_title': "Hindura ijambo ry'ibanga",
  'account.password_text': 'Nyuma yo kurihindura, konti yawe izasohoka ahandi hose yari ifunguye, uretse hano.',
  'account.current_password': "Ijambo ry'ibanga usanganywe",
  'account.new_password': "Ijambo ry'ibanga rishya",
  'account.password_submit': 'Bika ijambo rishya',
  'account.password_changed': "Ijambo ry'ibanga ryahinduwe. Konti yawe yasohowe ahandi hose.",
  'account.devices_title': 'Aho konti yawe ifunguye',
  'account.devices_loading': 'Turimo kureba aho konti yawe ifunguye…',
  'account.devices_error': 'Ntibyashobotse kubona aho konti yawe ifunguye.',
  'account.devices_only_here': 'Konti yawe ifunguye hano honyine.',
  'account.device_current': 'Iyi ni yo ukoresha ubu',
  'account.device_last_seen': 'Yakoreshejwe bwa nyuma: {date}',
  'account.device_on': '{browser} kuri {system}',
  'account.device_unknown': 'Igikoresho kitazwi',
  'account.sign_out_others': 'Sohoka ahandi hose',
  'account.sign_out_others_title': 'Gusohoka ahandi hose?',
  'account.sign_out_others_text':
    'Konti yawe izafungwa ku bindi bikoresho byose. Kuri iki gikoresho uzakomeza kuba winjiye.',
  'account.sign_out_others_confirm': 'Yego, sohoka ahandi',
  'account.sign_out_others_cancel': 'Oya, reka',
  'account.signed_out_none': 'Nta kindi gikoresho konti yawe yari ifunguyeho.',
  'account.signed_out_one': 'Konti yawe yasohowe ku gikoresho 1.',
  'account.signed_out_many': 'Konti yawe yasohowe ku bikoresho {count}.',
});
