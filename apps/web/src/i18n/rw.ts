/** Kinyarwanda, the source catalog. Keys are snake_case by area; every text the app shows comes from here. */
export const rw = {
	"app.name": "Provisoire",
	"app.loading": "Birimo gufunguka…",
	"app.headline":
		"Iga amategeko y'umuhanda kandi witoze ikizamini cya provisoire",
	"app.skip_to_content": "Jya ku birimo",

	"nav.home": "Ahabanza",
	"nav.lessons": "Amasomo",
	"nav.login": "Kwinjira",
	"nav.menu_open": "Fungura menu",
	"nav.menu_close": "Funga menu",
	"nav.main": "Menu nyamukuru",
	"nav.language": "Ururimi",
	"nav.language_rw": "Ikinyarwanda",

	"landing.title": "Tsinda ikizamini cya provisoire ku nshuro ya mbere",
	"landing.lead":
		"Amasomo 13 y'amategeko y'umuhanda n'ibyapa mu Kinyarwanda, n'amasuzuma y'iminota 20 nk'ay'ikizamini nyacyo. Byose kuri telefoni yawe.",
	"landing.start": "Tangira",
	"landing.watch_video": "Reba video",
	"landing.start_learning": "Tangira kwiga",
	"landing.feature_lessons_title": "Amasomo asobanutse",
	"landing.feature_lessons_text":
		"Amategeko y'umuhanda, ibyapa n'ibimenyetso, byanditswe mu Kinyarwanda cyoroshye, n'amashusho agufasha kumva vuba.",
	"landing.feature_exams_title": "Amasuzuma nk'ay'ikizamini",
	"landing.feature_exams_text":
		"Ibibazo 20 byatoranyijwe ku bushake, iminota 20, amanota 14 kuri 20 kugira ngo utsinde. Ureba aho wibeshye n'impamvu.",
	"landing.video_title": "Video isobanura Provisoire",
	"landing.video_missing": "Video ntiraboneka. Ongera ugaruke vuba.",
	"landing.close": "Funga",

	"promo.title": "Gura ifatabuguzi",
	"promo.text":
		"Fungura amasomo yose n'amasuzuma. Guhera ku mafaranga 1000 ku minsi 3.",
	"promo.cta": "Reba ibiciro",
	"promo.channel": "Reba amashusho yacu kuri YouTube",

	"footer.help": "Ubufasha",
	"footer.about": "Abo turi bo",
	"footer.contact": "Duhamagare: {phone}",
	"footer.follow": "Dukurikire",
	"footer.rights": "© {year} Provisoire",

	"chat.open": "Tuvugishe kuri WhatsApp",
	"chat.close": "Funga ikiganiro",
	"chat.title": "Tuvugishe",
	"chat.reply_time": "Tubasubiza mu minota mike ishoboka",
	"chat.greeting": "Muraho! Twagufasha iki?",
	"chat.placeholder": "Andika ubutumwa bwawe…",
	"chat.send": "Ohereza",
	"chat.invalid_phone": "Nimero ya telefoni ntiboneka (Invalid Phone Number)",

	"about.title": "Abo turi bo",
	"about.text":
		"Provisoire ifasha Abanyarwanda kwitegura ikizamini cy'agateganyo cyo gutwara ibinyabiziga (provisoire): amasomo mu Kinyarwanda, amasuzuma afite igihe, no kwishyura na Mobile Money.",

	"not_found.title": "Oops!! Page ushaka nayihari.",
	"not_found.home": "Subira ahabanza",
	"error.title": "Habaye ikosa ritunguranye",
	"error.text":
		"Hari ikitagenze neza. Ongera ugerageze, cyangwa usubire ahabanza.",
	"error.reload": "Ongera ugerageze",

	"register.title": "Hitamo ubwoko bwa konti",
	"register.regular": "Konti isanzwe",
	"register.regular_text": "Ku munyeshuri wiga wenyine.",
	"register.school": "Konti y'ishuri",
	"register.school_text":
		"Ku mashuri yigisha gutwara (auto-école). Iraza vuba.",
	"register.agent": "Konti y'umukozi",
	"register.agent_text": "Ku bakozi bacu. Iraza vuba.",
	"register.soon": "Iraza vuba",
	"school.title": "Kwandikisha ishuri",
	"school.text":
		"Kwandikisha amashuri ntikurashoboka. Mu gihe gito, iyandikishe nk'umunyeshuri.",

	"signup.title": "Iyandikishe",
	"signup.name": "Amazina yawe",
	"signup.email": "Imeli",
	"signup.password": "Ijambo ry'ibanga",
	"signup.password_hint": "Nibura inyuguti 8.",
	"signup.submit": "Iyandikishe",
	"signup.success": "Kwiyandikisha byagenze neza, reba Imeli twakohereje",
	"signup.have_account": "Usanzwe ufite konti?",

	"login.title": "Injira",
	"login.email": "Imeli",
	"login.password": "Ijambo ry'ibanga",
	"login.submit": "Injira",
	"login.forgot": "Wibagiwe ijambo ry'ibanga?",
	"login.no_account": "Nta konti ufite?",
	"login.register": "Iyandikishe",
	"login.show_password": "Erekana ijambo ry'ibanga",
	"login.hide_password": "Hisha ijambo ry'ibanga",

	"reset.title": "Hindura ijambo ry'ibanga",
	"reset.email": "Shyiramo email yawe",
	"reset.submit": "Ohereza",
	"reset.back": "Injira",
	"reset.sent": "Byakunze, reba emeli twakohereje!",
	"reset.sent_detail":
		"Niba iyi imeli ifite konti, twayoherejeho link yo guhindura ijambo ry'ibanga. Imara isaha imwe.",
	"reset.new_title": "Shyiraho ijambo ry'ibanga rishya",
	"reset.new_password": "Ijambo ry'ibanga rishya",
	"reset.new_submit": "Bika",
	"reset.done": "Ijambo ry'ibanga ryahinduwe. Injira ukoresheje irishya.",
	"reset.missing_token": "Iyi link ntiyuzuye. Saba indi.",
	"reset.ask_again": "Saba indi link",

	"verify.title": "Kwemeza imeli",
	"verify.working": "Turimo kwemeza imeli yawe…",
	"verify.done": "Imeli yawe yemejwe. Murakoze!",
	"verify.continue": "Komeza",
	"verify.banner": "Emeza imeli yawe: kanda kuri link twakoherereje.",
	"verify.resend": "Yohereze bundi bushya",
	"verify.resent": "Twongeye kukoherereza imeli.",

	"dashboard.welcome": "{name} Murakaza neza.",
	"dashboard.menu_home": "Ahabanza",
	"dashboard.menu_lessons": "Amasomo",
	"dashboard.menu_exams": "Amasuzuma",
	"dashboard.menu_subscribers": "Abafatabuguzi",
	"dashboard.menu_users": "Abantu",
	"dashboard.menu_subscription": "Ifatabuguzi",
	"dashboard.menu_account": "Konte Yanjye",
	"dashboard.sign_out": "Gusohoka",
	"dashboard.signing_out": "Turimo gusohoka…",
	"dashboard.notifications": "Ubutumwa",
	"dashboard.notifications_empty": "Nta butumwa bushya ufite.",
	"dashboard.exam_button": "Isuzume",
	"dashboard.exam_text": "Kora isuzuma ry'ibibazo 20 mu minota 20.",
	"dashboard.home_title": "Ahabanza",
	"dashboard.home_text": "Hitamo isomo cyangwa ukore isuzuma ukoresheje menu.",
	"dashboard.coming_title": "Iki gice kiracyategurwa",
	"dashboard.coming_text": "Kizaboneka vuba. Mu gihe gito, garuka ahabanza.",

	"common.submit_wait": "Tegereza…",
	"common.back": "Subira inyuma",

	"validation.name_required": "Ntabwo washyizemo amazina yanyu.",
	"validation.name_too_short": "Amazina agomba kugira byibura uburebure bwa 3",
	"validation.name_too_long": "Amazina ni maremare cyane.",
	"validation.email_required": "Shyiramo imeli yawe.",
	"validation.email_invalid": "Imeli ntabwo yemewe.",
	"validation.password_required": "Shyiramo ijambo ry'ibanga.",
	"validation.password_too_short":
		"Ijambo ry'ibanga rigomba kugira byibura uburebure bungana na 8",
	"validation.password_too_long": "Ijambo ry'ibanga ni rirerire cyane.",
	"validation.token_invalid": "Iyi link ntabwo ari yo. Saba indi.",
	"validation.unknown_field": "Ibyoherejwe ntibyumvikana.",
	"validation.body_invalid": "Ibyoherejwe ntibyumvikana.",

	"errors.validation_failed":
		"Hari ibyo utujuje neza. Reba ibyanditswe mu mutuku.",
	"errors.malformed_request": "Ibyoherejwe ntibyumvikana. Ongera ugerageze.",
	"errors.payload_too_large": "Ibyoherejwe ni binini cyane.",
	"errors.unsupported_media_type":
		"Ibyoherejwe ntibyumvikana. Ongera ugerageze.",
	"errors.not_found": "Ibyo ushaka ntibibonetse.",
	"errors.method_not_allowed": "Ibi ntibyemewe.",
	"errors.unauthenticated": "Banza winjire.",
	"errors.forbidden": "Ntiwemerewe gukora ibi.",
	"errors.email_taken": "Imeli mwatanze yarakoreshejwe",
	"errors.invalid_credentials": "Imeli cyangwa ijambo ry'ibanga si byo.",
	"errors.too_many_attempts":
		"Wagerageje kenshi. Ongera ugerageze nyuma y'iminota {minutes}.",
	"errors.invalid_token":
		"Iyi link ntigikora cyangwa yarangije igihe. Saba indi.",
	"errors.internal_error":
		"Habaye Ibibazo bya tekinike, mwihangane mugihe tukibikoraho",
	"errors.network_error": "Nta murandasi. Reba ko uhujwe, wongere ugerageze.",
} as const;

export type MessageKey = keyof typeof rw;
