import { catalog } from '../../i18n/t.ts';

/** What the home and the lesson cards say of the learner's progress: small, as every learner's home loads it. */
export const progressText = catalog({
  'readiness.title': 'Amahirwe yo gutsinda',
  'readiness.percent': '{percent} %',
  'readiness.meaning': 'Ni amahirwe yo kubona nibura {pass} kuri 20 mu isuzuma ryacu, ukurikije uko wasubije.',
  'readiness.weakest': 'Amasomo ukwiye gusubiramo',
  'readiness.practise_weakest': 'Yitoze aya masomo',
  'readiness.unknown': 'Ntibiramenyekana',
  'readiness.needed': 'Subiza ibindi bibazo {needed} mu myitozo, tubone uko tuyabara.',
  'readiness.start': 'Tangira kwitoza',
  'readiness.how': 'Abarwa ate?',
  'readiness.error': 'Ntibyashobotse kureba amahirwe yawe.',
  'invite.text': 'Kwitoza no kubona amahirwe yawe bisaba ifatabuguzi.',

  'next.title': 'Ibikurikira',
  'next.mistakes': 'Amakosa yo gusubiramo uyu munsi',
  'next.continue': 'Komeza isomo rya {id}',
  'next.start': 'Tangira isomo rya {id}',
  'next.exam': 'Isuzume: ibibazo 20 mu minota 20',

  'lesson.opened': 'Warifunguye',
  'lesson.not_opened': 'Ntiwarifungura',
  'lesson.check_best': 'Isuzuma: {best}/{total}',
  'lesson.mastery': 'Ubumenyi {percent} %',
  'lesson.no_answers': 'Nta kibazo urasubiza',
});
