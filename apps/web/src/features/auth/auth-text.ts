import { catalog } from '../../i18n/t.ts';

/** The texts of the ways in (sign-in, sign-up, password reset, email check): loaded with those pages only. */
export const tu = catalog({
  'register.title': 'Hitamo ubwoko bwa konti',
  'register.regular': 'Konti isanzwe',
  'register.regular_text': 'Ku munyeshuri wiga wenyine.',
  'register.school': "Konti y'ishuri",
  'register.school_text': 'Ku mashuri yigisha gutwara (auto-école).',
  'register.agent': "Konti y'umukozi",
  'register.agent_text': 'Ku bakozi bacu.',
  'register.soon': 'Iraza vuba',

  'school.title': 'Kwandikisha ishuri',
  'school.text': "Kwandikisha amashuri ntikurashoboka. Mu gihe gito, iyandikishe nk'umunyeshuri.",

  'signup.title': 'Iyandikishe',
  'signup.name': 'Amazina yawe',
  'signup.email': 'Imeli',
  'signup.password': "Ijambo ry'ibanga",
  'signup.submit': 'Iyandikishe',
  'signup.success': 'Kwiyandikisha byagenze neza, reba Imeli twakohereje',
  'signup.have_account': 'Usanzwe ufite konti?',

  'login.title': 'Injira',
  'login.email': 'Imeli',
  'login.password': "Ijambo ry'ibanga",
  'login.submit': 'Injira',
  'login.forgot': "Wibagiwe ijambo ry'ibanga?",
  'login.no_account': 'Nta konti ufite?',
  'login.register': 'Fungura konti nshya',
  'login.why': 'Iyo paji isaba konti. Injira, cyangwa ufungure konti nshya: uzahita ugerayo.',

  'reset.title': "Hindura ijambo ry'ibanga",
  'reset.email': 'Shyiramo email yawe',
  'reset.submit': 'Ohereza',
  'reset.back': 'Injira',
  'reset.sent': 'Byakunze, reba emeli twakohereje!',
  'reset.sent_detail':
    "Niba iyi imeli ifite konti, twayoherejeho link yo guhindura ijambo ry'ibanga. Imara isaha imwe.",
  'reset.new_title': "Shyiraho ijambo ry'ibanga rishya",
  'reset.new_password': "Ijambo ry'ibanga rishya",
  'reset.new_submit': 'Bika',
  'reset.done': "Ijambo ry'ibanga ryahinduwe. Injira ukoresheje irishya.",
  'reset.missing_token': 'Iyi link ntiyuzuye. Saba indi.',
  'reset.ask_again': 'Saba indi link',

  'verify.working': 'Turimo kwemeza imeli yawe…',
  'verify.done': 'Imeli yawe yemejwe. Murakoze!',
  'verify.continue': 'Komeza',
});
