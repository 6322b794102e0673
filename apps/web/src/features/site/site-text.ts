import { catalog } from '../../i18n/t.ts';

/** The public site's texts (landing, about, footer, chat): loaded with those pages, never with the dashboard. */
export const texts = {
  'landing.title': 'Tsinda ikizamini cya provisoire ku nshuro ya mbere',
  'landing.lead':
    "Amasomo 13 y'amategeko y'umuhanda n'ibyapa mu Kinyarwanda, n'amasuzuma y'iminota 20 nk'ay'ikizamini nyacyo. Byose kuri telefoni yawe.",
  'landing.start': 'Tangira',
  'landing.watch_video': 'Reba video',
  'landing.start_learning': 'Tangira kwiga',
  'landing.feature_lessons_title': 'Amasomo asobanutse',
  'landing.feature_lessons_text':
    "Amategeko y'umuhanda, ibyapa n'ibimenyetso, byanditswe mu Kinyarwanda cyoroshye, n'amashusho agufasha kumva vuba.",
  'landing.feature_exams_title': "Amasuzuma nk'ay'ikizamini",
  'landing.feature_exams_text':
    "Ibibazo 20 byatoranyijwe ku bushake, iminota 20, amanota 14 kuri 20 kugira ngo utsinde. Ureba aho wibeshye n'impamvu.",
  'landing.video_title': 'Video isobanura Provisoire',
  'landing.close': 'Funga',
  'landing.sign_in': 'Injira',
  'landing.doc_title': 'Provisoire: iga kandi witoze ikizamini cya provisoire',

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
