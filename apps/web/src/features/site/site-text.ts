import { catalog } from '../../i18n/t.ts';

/** The public site's texts (about, footer, chat): loaded with those pages, never with the dashboard. */
export const texts = {
  'footer.help': 'Ubufasha',
  'footer.about': 'Abo turi bo',
  'footer.contact': 'Duhamagare: {phone}',
  'footer.follow': 'Dukurikire',
  'footer.rights': '© {year} Provisoire',

  'chat.open': 'Tuvugishe kuri WhatsApp',
  'chat.close': 'Funga ikiganiro',
  'chat.title': 'Tuvugishe',
  'chat.reply_time': 'Tubasubiza mu minota mike ishoboka',
  'chat.greeting': 'Muraho! Twagufasha iki?',
  'chat.placeholder': 'Andika ubutumwa bwawe…',
  'chat.send': 'Ohereza',

  'about.title': 'Abo turi bo',
  'about.text':
    "Provisoire ifasha Abanyarwanda kwitegura ikizamini cy'agateganyo cyo gutwara ibinyabiziga (provisoire): amasomo mu Kinyarwanda, amasuzuma afite igihe, no kwishyura na Mobile Money.",
};

export const siteText = catalog(texts);
