import { catalog } from '../../i18n/t.ts';

/** The item analysis page's own texts: in its chunk, never in a learner's download. */
export const texts = {
  'item_stats.title': "Isesengura ry'ibibazo",
  'item_stats.intro':
    'Uko abanyeshuri basubiza buri kibazo: mu masuzuma, no mu myitozo igihe bagisubiza bwa mbere. Ibibazo bifite ibyo kureba biza imbere, kugira ngo ubikosore.',
  'item_stats.intro_discrimination':
    "«Gutandukanya» kiri hagati ya −1 na 1: hejuru ya 0, abagisubiza neza ni abakora neza n'isuzuma ryose; munsi ya 0, ni abarikora nabi, akenshi kuko ikibazo cyangwa igisubizo cyacyo kidasobanutse.",
  'item_stats.intro_threshold':
    'Ikibazo kigenzurwa iyo kimaze kubazwa nibura inshuro {asked}; «gutandukanya» iyo kimaze gusubizwa mu masuzuma nibura {exams}.',
  'item_stats.export': 'Kuramo CSV',
  'item_stats.too_little':
    'Nta makuru ahagije araboneka: nta kibazo kirabazwa inshuro {asked}. Garuka abanyeshuri bamaze gukora amasuzuma menshi.',
  'item_stats.summary': 'Ibibazo {flagged} kuri {total} bifite ibyo kureba.',
  'item_stats.shown': 'Herekanwa {count} kuri {total}',
  'item_stats.more': 'Reba Ibikurira',
  'item_stats.lesson': 'Isomo {lesson}: {title}',
  'item_stats.asked': 'Cyabajijwe: {count}',
  'item_stats.right': 'Abagisubije neza: {percent} %',
  'item_stats.never_asked': 'Ntikirabazwa',
  'item_stats.discrimination': 'Gutandukanya: {value} (amasuzuma {count})',
  'item_stats.discrimination_unknown': 'Gutandukanya: ntikiramenyekana (amasuzuma {count})',
  'item_stats.choices': 'Ibisubizo n’inshuro byatoranyijwe',
  'item_stats.key': "Igisubizo cy'ukuri",
  'item_stats.picked': '{count} ({percent} %)',
};

export const itemStatsText = catalog(texts);
