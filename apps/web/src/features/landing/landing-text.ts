import { catalog } from '../../i18n/t.ts';

/** The landing page's texts: loaded with it alone, not with the other public pages. */
export const texts = {
  'landing.title': 'Tsinda ikizamini cya provisoire ku nshuro ya mbere',
  'landing.lead':
    "Amasomo 13 y'amategeko y'umuhanda n'ibyapa, imyitozo igusobanurira buri gisubizo, n'amasuzuma y'iminota 20 nk'ay'ikizamini nyacyo. Byose kuri telefoni yawe.",
  'landing.free_exam': 'Isuzuma rya mbere ni ubuntu',
  'landing.free_day': 'Umunsi umwe wo kwiga byose ku buntu',
  'landing.start': 'Tangira',
  'landing.watch_video': 'Reba video',
  'landing.start_learning': 'Tangira kwiga',
  'landing.features_title': 'Ibigufasha gutsinda',
  'landing.feature_lessons_title': 'Amasomo asobanutse',
  'landing.feature_lessons_text':
    "Amategeko y'umuhanda, ibyapa n'ibimenyetso, byanditswe mu Kinyarwanda cyoroshye, n'amashusho agufasha kumva vuba.",
  'landing.feature_practice_title': 'Imyitozo igusobanurira',
  'landing.feature_practice_text':
    "Itoze ku isomo wahisemo. Buri gisubizo kikubwira niba ari cyo, impamvu, n'ingingo y'itegeko ibivuga.",
  'landing.feature_mistakes_title': 'Amakosa agaruka kugeza uyamenye',
  'landing.feature_mistakes_text':
    "Ikibazo wibeshyeho kigaruka nyuma y'iminsi mike, kugeza igihe ukimenye neza. Ibyo wize ntubyibagirwa.",
  'landing.feature_exams_title': "Amasuzuma nk'ay'ikizamini",
  'landing.feature_exams_text':
    "Ibibazo 20 byatoranyijwe ku bushake, iminota 20, amanota 14 kuri 20 kugira ngo utsinde. Ureba aho wibeshye n'impamvu.",
  'landing.feature_readiness_title': 'Menya niba witeguye',
  'landing.feature_readiness_text':
    "Umaze gusubiza ibibazo bihagije kuri buri somo, tukubwira amahirwe yawe yo gutsinda. Ayo mahirwe agenzurwa n'uko amasuzuma ukora agenda.",
  'landing.feature_offline_title': 'Iga nta interineti',
  'landing.feature_offline_text':
    "Amasomo n'imyitozo bikora nta interineti. Ibisubizo byawe birabikwa, bikoherezwa interineti igarutse. Bitwara data nke.",
  'landing.video_title': 'Video isobanura Provisoire',
  'landing.close': 'Funga',
  'landing.sign_in': 'Injira',
  'landing.doc_title': 'Provisoire: iga kandi witoze ikizamini cya provisoire',
};

export const landingText = catalog(texts);
