import { catalog } from '../../i18n/t.ts';

/** What the home and the lesson cards say of the learner's progress: small, as every learner's home loads it. */
export const texts = {
  'readiness.title': 'Amahirwe yo gutsinda',
  'verdict.not_ready': 'Ntabwo uriteguye',
  'verdict.close': 'Uri hafi',
  'verdict.likely': 'Birashoboka cyane',
  'readiness.chance': 'Amahirwe yo kubona nibura {pass} kuri 20 mu isuzuma ryacu: hafi {percent} %.',
  'readiness.rests_on': "Ku bisubizo byawe {answers}. Si ihame: n'uwiteguye ashobora gutsindwa.",
  'readiness.weakest': 'Ibyo ukwiye kwitoza mbere',
  'readiness.not_yet': 'Ntibiramenyekana',
  'readiness.covered': "{percent} % by'ikizamini",
  'readiness.to_practise': "Itoze ibi bice by'ikizamini, tubone kuyabara:",
  'readiness.needed': 'Subiza ibindi bibazo {needed} mu myitozo, tubone uko tuyabara.',
  'part.signs': 'Ibyapa byo ku muhanda',
  'readiness.how': 'Abarwa ate?',
  'readiness.error': 'Ntibyashobotse kureba amahirwe yawe.',
  'invite.text': 'Kwitoza no kubona amahirwe yawe bisaba ifatabuguzi.',

  'next.title': 'Ibikurikira',
  'next.mistakes': 'Amakosa yo gusubiramo uyu munsi',
  'next.continue': 'Komeza isomo rya {id}',
  'next.start': 'Tangira isomo rya {id}',
  'next.exam': 'Isuzume: ibibazo 20 mu minota 20',
  'plan.title': "Gahunda y'uyu munsi",
  'plan.test_on': 'Ikizamini: {date} · iminsi {days}',
  'plan.test_today': 'Ikizamini ni uyu munsi',
  'plan.set_date': "Itariki y'ikizamini",
  'plan.change_date': 'Hindura itariki',
  'plan.streak': 'Iminsi wize ikurikiranye: {days}',
  'plan.practise': 'Itoze ibibazo {questions} uyu munsi',
  'plan.exam_today': "Uyu munsi: kora isuzuma ry'igerageza",
  'plan.tight': "Igihe gisigaye ni gito: banza witoze ibice by'ikizamini utarize.",
  'plan.test_day': 'Ikizamini ni uyu munsi: subiramo amakosa yawe gusa. Amahirwe masa!',
  'plan.past': "Itariki y'ikizamini yararenze. Niba ufite indi, yishyireho.",

  'lesson.opened': 'Warifunguye',
  'lesson.not_opened': 'Ntiwarifungura',
  'lesson.check_best': 'Isuzuma: {best}/{total}',
  'lesson.mastery': 'Ubumenyi {percent} %',
  'lesson.no_answers': 'Nta kibazo urasubiza',
};

export const progressText = catalog(texts);
