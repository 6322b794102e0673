import { catalog } from '../../i18n/t.ts';

/** The exam's texts: loaded with the exam's pages, never with the landing. */
export const texts = {
  'instructions.title': "Amabwiriza y'isuzuma",
  'instructions.lead': "Isuzuma rimeze nk'ikizamini nyacyo cya provisoire. Soma aya mabwiriza mbere yo gutangira.",
  'instructions.questions': "Umubare w'ibibazo",
  'instructions.duration': 'Igihe',
  'instructions.duration_value': 'Iminota {minutes}',
  'instructions.marks': 'Amanota yose',
  'instructions.pass_mark': 'Amanota yo gutsinda',
  'instructions.rules':
    "Buri kibazo gifite ibisubizo bine, kimwe ni cyo cy'ukuri. Igisubizo cyawe kibikwa ako kanya; niba umurandasi ucitse, turakomeza kukibika nugaruka. Igihe nikirangira, isuzuma rirarangira.",
  'instructions.free': "Nta fatabuguzi ufite: iri ni isuzuma ryawe rimwe ry'ubuntu.",
  'instructions.start': 'Tangira isuzuma',
  'instructions.offline':
    "Nta murandasi ufite. Isuzuma rikenera murandasi: isaha yaryo n'ibisubizo byaryo biri kuri seriveri. Uzaritangira murandasi igarutse.",
  'instructions.resume': 'Komeza isuzuma watangiye',
  'instructions.resume_text': 'Ufite isuzuma utarasoza. Komeza aho wari ugeze; igihe cyaryo kiracyabarwa.',

  'exam.title': 'Isuzuma',
  'exam.question_of': 'Ikibazo {n} kuri {total}',
  'exam.questions_nav': 'Ibibazo',
  'exam.question_button': 'Ikibazo {n}',
  'exam.answered': 'cyasubijwe',
  'exam.previous': 'Ibanza',
  'exam.next': 'Ikurikira',
  'exam.finish': 'Soza',
  'exam.finishing': 'Turimo kubara amanota…',
  'exam.time_left': 'Igihe gisigaye',
  'exam.time_warning': 'Hasigaye umunota umwe!',
  'exam.leave_warning': 'Isuzuma ntirirarangira. Urashaka kurivamo?',
  'exam.saving': 'Birabikwa…',
  'exam.saved': 'Byabitswe',
  'exam.offline': 'Nta murandasi: ibisubizo bizabikwa nugaruka',
  'exam.finish_offline':
    'Nta murandasi. Ibisubizo byawe birabitswe kuri telefoni; tuzasoza isuzuma umurandasi ugarutse.',

  'result.title': 'Amanota yawe',
  'result.passed': 'Watsinze! Komereza aho.',
  'result.failed': 'Ntiwatsinze. Ongera witoze: ukeneye nibura {pass} kuri {total}.',
  'result.timed_out': "Igihe cyarangiye mbere y'uko usoza.",
  'result.retry': 'Ongera ukore ibi bibazo',
  'result.another': 'Kora irindi suzuma',
  'result.view_answers': 'Reba ibisubizo',
  'result.continue': 'Komeza',

  'free_used.title': "Wakoresheje isuzuma ryawe ry'ubuntu.",
  'free_used.plan': 'Gura ifatabuguzi kugira ngo ukore andi masuzuma.',
  // As the free day's own card says them (subscription/trial-text.ts), without loading that card's file here.
  'free_used.trial': 'Umunsi umwe wo kwiga no kwisuzuma ku buntu. Rimwe gusa kuri buri konti.',
  'free_used.trial_button': "Tangira umunsi w'ubuntu",
  'free_used.trial_started': "Umunsi w'ubuntu watangiye. Amasomo arafunguye!",

  'deadline.title': "Igihe cy'isuzuma cyarangiye",
  'deadline.text': "Isuzuma ryawe ryarangiye ku wa {date} mbere y'uko urisoza. Ryakosowe n'ibisubizo wari watanze.",
  'deadline.another': 'Kora irindi suzuma',

  'results.title': 'Amasuzuma wakoze',
  'results.load_more': 'Reba Ibikurira',

  'chart.title': 'Amanota yawe uko agenda',
  'chart.desc':
    'Amasuzuma {count}, kuva ku wa {from} kugeza ku wa {to}. Amanota kuri 20, uko yakurikiranye: {grades}. Gutsinda ni {pass}.',
  'chart.pass': 'Gutsinda: {pass}',

  'review.title': 'Isuzuma ryo ku wa {date}',
  'review.your_answer': 'Igisubizo cyawe',
  'review.correct_answer': "Igisubizo cy'ukuri",
  'review.no_answer': 'Ntiwasubije iki kibazo.',
  'review.right': 'Wabikoze neza',
  'review.wrong': 'Wibeshye',
  'review.why': 'Impamvu',
  'review.lesson': 'Soma isomo: {title}',
  'review.back': 'Subira ku masuzuma',
  'review.no_state': 'Banza ukore isuzuma.',
};

export const examText = catalog(texts);
