import { catalog } from '../../i18n/t.ts';

/** The texts of the ways in (sign-in, sign-up, password reset, email check): loaded with those pages only. */
export const texts = {
  'register.title': 'Hitamo ubwoko bwa konti',
  'register.regular': 'Konti isanzwe',
  'register.regular_text': 'Ku munyeshuri wiga wenyine.',
  'register.school': "Konti y'ishuri",
  'register.school_text': 'Ku mashuri yigisha gutwara (auto-école).',
  'register.agent': "Konti y'umukozi",
  'register.agent_text': 'Ku bakozi bacu.',
  'register.closed': 'Ntibirafungurwa',

  'phone.title': 'Shyiramo code',
  'phone.sent': "Twohereje code y'imibare 6 kuri {phone}. Irarangira mu minota 5.",
  'phone.code': 'Code yo muri SMS',
  'phone.digit': 'Umubare wa {n} kuri 6',
  'phone.submit': 'Emeza',
  'phone.retry': 'Ongera ugerageze',
  'phone.success': 'Byakunze!',
  'phone.resend': 'Ohereza indi code',
  'phone.resend_in': 'Indi code mu masegonda {seconds}',
  'phone.resent': 'Twohereje indi code.',
  'phone.other_number': 'Koresha indi nimero',
  'phone.missing': 'Iyi paji ikenera code wasabye. Subira ku kwinjira usabe code.',

  'signup.title': 'Iyandikishe',
  'signup.name': 'Amazina yawe',
  'signup.email': 'Imeli',
  'signup.password': "Ijambo ry'ibanga",
  'signup.submit': 'Iyandikishe',
  'signup.success': 'Kwiyandikisha byagenze neza, reba Imeli twakohereje',
  'signup.have_account': 'Usanzwe ufite konti?',

  'login.title': 'Injira',
  'login.phone': 'Nimero ya telefoni',
  'login.phone_hint': 'Urugero: 078 123 4567. Turakoherereza code muri SMS.',
  'login.phone_submit': 'Ohereza code',
  'login.or_email': 'Cyangwa winjire ukoresheje imeli',
  'login.email': 'Imeli',
  'login.password': "Ijambo ry'ibanga",
  'login.submit': 'Injira',
  'login.forgot': "Wibagiwe ijambo ry'ibanga?",
  'login.no_account': 'Nta konti ufite?',
  'login.register': 'Fungura konti nshya',
  'login.google': 'Komeza na Google',
  'login.google_cancelled': 'Kwinjira na Google byahagaritswe. Ongera ugerageze, cyangwa ukoreshe indi nzira.',
  'login.google_failed': 'Kwinjira na Google ntibyakunze. Ongera ugerageze.',
  'login.google_unavailable': 'Google ntiboneka ubu. Ongera ugerageze mu kanya, cyangwa winjire na nimero ya telefoni.',
  'login.google_linked_elsewhere':
    "Iyi imeli ifite konti ihujwe n'indi konti ya Google. Injira na yo, cyangwa ukoreshe imeli n'ijambo ry'ibanga.",
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
  'reset.done': "Ijambo ry'ibanga ryahinduwe, kandi winjiye ukoresheje irishya.",
  'reset.missing_token': 'Iyi link ntiyuzuye. Saba indi.',
  'reset.ask_again': 'Saba indi link',

  'verify.working': 'Turimo kwemeza imeli yawe…',
  'verify.done': 'Imeli yawe yemejwe. Murakoze!',
  'verify.continue': 'Komeza',
};

export const authText = catalog(texts);
