/**
 * Kinyarwanda, the shared catalog: the texts of the code every page loads, the texts several features
 * show, and every `errors.*` / `validation.*` text the API and the shared schemas name. A feature's own
 * texts live in its `features/<feature>/<feature>-text.ts` (see `catalog` in t.ts). Keys are snake_case by area.
 */
export const rw = {
  'app.name': 'Provisoire',
  'app.loading': 'Birimo gufunguka…',
  'app.headline': "Iga amategeko y'umuhanda kandi witoze ikizamini cya provisoire",
  'app.skip_to_content': 'Jya ku birimo',

  'nav.home': 'Ahabanza',
  'nav.lessons': 'Amasomo',
  'nav.login': 'Kwinjira',
  'nav.menu_open': 'Fungura menu',
  'nav.menu_close': 'Funga menu',
  'nav.main': 'Menu nyamukuru',
  'nav.language': 'Ururimi',
  'nav.language_rw': 'Ikinyarwanda',

  'promo.title': 'Gura ifatabuguzi',
  'promo.text': "Fungura amasomo yose n'amasuzuma. Guhera ku mafaranga 1000 ku minsi 3.",
  'promo.text_trial':
    'Banza ugerageze umunsi umwe ku buntu, hanyuma ugure ifatabuguzi guhera ku mafaranga 1000 ku minsi 3.',
  'promo.cta': 'Reba ibiciro',
  'promo.channel': 'Reba amashusho yacu kuri YouTube',

  // The free day's offer, shown on the home, lessons and subscription pages.
  'subscription.trial_title': 'Gerageza ku buntu',
  'subscription.trial_text': 'Umunsi umwe wo kwiga no kwisuzuma ku buntu. Rimwe gusa kuri buri konti.',
  'subscription.trial_button': "Tangira umunsi w'ubuntu",
  'subscription.trial_started': "Umunsi w'ubuntu watangiye. Amasomo arafunguye!",

  'not_found.title': 'Oops!! Page ushaka nayihari.',
  'not_found.home': 'Subira ahabanza',
  'error.title': 'Habaye ikosa ritunguranye',
  'error.text': 'Hari ikitagenze neza. Ongera ugerageze, cyangwa usubire ahabanza.',
  'error.reload': 'Ongera ugerageze',
  'error.offline_title': 'Nta murandasi',
  'error.offline_text': 'Reba ko telefoni yawe ifite murandasi, hanyuma wongere ugerageze.',
  'not_found.doc_title': 'Paji ntibonetse',
  'layout.side_menu': 'Menu yo ku ruhande',
  'layout.right_panel': 'Ibikorwa byihuse',

  // Shared by the sign-in pages and the account page or the dashboard (ui/password-field, the verify banner).
  'signup.password_hint': 'Nibura inyuguti 8.',
  'login.show_password': "Erekana ijambo ry'ibanga",
  'login.hide_password': "Hisha ijambo ry'ibanga",
  'verify.title': 'Kwemeza imeli',

  'password.strength_weak': "Ijambo ry'ibanga ntirikomeye: riroroshye gukekwa.",
  'password.strength_fair': "Ijambo ry'ibanga riringaniye: ongeraho irindi jambo kugira ngo rikomere.",
  'password.strength_strong': "Ijambo ry'ibanga rirakomeye.",

  'date.month_1': 'Mutarama',
  'date.month_2': 'Gashyantare',
  'date.month_3': 'Werurwe',
  'date.month_4': 'Mata',
  'date.month_5': 'Gicurasi',
  'date.month_6': 'Kamena',
  'date.month_7': 'Nyakanga',
  'date.month_8': 'Kanama',
  'date.month_9': 'Nzeri',
  'date.month_10': 'Ukwakira',
  'date.month_11': 'Ugushyingo',
  'date.month_12': 'Ukuboza',

  'common.submit_wait': 'Tegereza…',
  'common.back': 'Subira inyuma',
  'common.retry': 'Ongera ugerageze',

  'validation.name_required': 'Ntabwo washyizemo amazina yanyu.',
  'validation.name_too_short': 'Amazina agomba kugira byibura uburebure bwa 3',
  'validation.name_too_long': 'Amazina ni maremare cyane.',
  'validation.name_invalid':
    "Amazina agomba kuba inyuguti zisanzwe zigaragara, nta bimenyetso bitagaragara cyangwa by'ikoranabuhanga.",
  'validation.email_required': 'Shyiramo imeli yawe.',
  'validation.email_invalid': 'Imeli ntabwo yemewe.',
  'validation.password_required': "Shyiramo ijambo ry'ibanga.",
  'validation.password_too_short': "Ijambo ry'ibanga rigomba kugira byibura uburebure bungana na 8",
  'validation.password_too_long': "Ijambo ry'ibanga ni rirerire cyane.",
  'validation.password_weak':
    "Iri jambo ry'ibanga rirakoreshwa cyane cyangwa riroroshye gukekwa. Hitamo irindi rirerire, rivanze amagambo utakwibagirwa.",
  'validation.password_wrong': "Ijambo ry'ibanga usanganywe si ryo.",
  'validation.token_invalid': 'Iyi link ntabwo ari yo. Saba indi.',
  'validation.plan_invalid': 'Hitamo ifatabuguzi.',
  'validation.method_required': 'Hitamo Mtn cyangwa Airtel.',
  'validation.method_unavailable': 'Ubu buryo bwo kwishyura ntibuboneka ubu. Hitamo ubundi.',
  'validation.phone_required': 'Shyiramo nimero ya telefoni.',
  'validation.phone_invalid': "Nimero ya telefoni igomba kuba iy'u Rwanda (urugero: 078 123 4567).",
  'validation.unknown_field': 'Ibyoherejwe ntibyumvikana.',
  'validation.body_invalid': 'Ibyoherejwe ntibyumvikana.',
  'validation.exam_invalid': 'Iri suzuma ntiribaho.',
  'validation.position_invalid': 'Iki kibazo ntikiri muri iri suzuma.',
  'validation.choice_invalid': 'Hitamo kimwe mu bisubizo bine.',
  'validation.cursor_invalid': 'Ibyoherejwe ntibyumvikana.',

  'errors.validation_failed': 'Hari ibyo utujuje neza. Reba ibyanditswe mu mutuku.',
  'errors.malformed_request': 'Ibyoherejwe ntibyumvikana. Ongera ugerageze.',
  'errors.payload_too_large': 'Ibyoherejwe ni binini cyane.',
  'errors.unsupported_media_type': 'Ibyoherejwe ntibyumvikana. Ongera ugerageze.',
  'errors.not_found': 'Ibyo ushaka ntibibonetse.',
  'errors.method_not_allowed': 'Ibi ntibyemewe.',
  'errors.unauthenticated': 'Banza winjire.',
  'errors.forbidden': 'Ntiwemerewe gukora ibi.',
  'errors.email_taken': 'Imeli mwatanze yarakoreshejwe',
  'errors.invalid_credentials': "Imeli cyangwa ijambo ry'ibanga si byo.",
  'errors.too_many_attempts': "Wagerageje kenshi. Ongera ugerageze nyuma y'iminota {minutes}.",
  'errors.invalid_token': 'Iyi link ntigikora cyangwa yarangije igihe. Saba indi.',
  'errors.trial_taken': "Wamaze gukoresha igerageza ry'ubuntu (Trial already taken).",
  'errors.subscription_required': 'Nta fatabuguzi ufite',
  'errors.payment_not_found': 'Ubwishyu ntibubonetse.',
  'errors.payment_pending':
    'Hari ubwishyu bwawe bugitegereje kwemezwa kuri telefoni. Bwemeze cyangwa utegereze ko burangira mbere yo gutangira ubundi.',
  'errors.lesson_not_found': 'Iri somo ntiribaho.',
  'errors.page_not_found': 'Iyi paji ntibaho.',
  'errors.exam_not_found': 'Iri suzuma ntiribonetse.',
  'errors.exam_in_progress': 'Iri suzuma ntirirarangira. Ibisubizo biboneka urirangije.',
  'errors.exam_finished': 'Iri suzuma ryarangiye. Ibisubizo ntibigihinduka.',
  'errors.exam_time_up': "Igihe cy'isuzuma cyarangiye.",
  'errors.free_exam_used': 'Nta fatabuguzi ufite',
  'errors.request_timeout': 'Ibyoherejwe byatinze kugera. Ongera ugerageze.',
  'errors.server_busy': 'Abantu benshi barimo kwinjira ubu. Ongera ugerageze mu masegonda make.',
  'errors.unavailable': 'Serivisi irimo gutangira bundi bushya. Ongera ugerageze mu kanya.',
  'errors.internal_error': 'Habaye Ibibazo bya tekinike, mwihangane mugihe tukibikoraho',
  'errors.network_error': 'Nta murandasi. Reba ko uhujwe, wongere ugerageze.',
} as const;

export type MessageKey = keyof typeof rw;
