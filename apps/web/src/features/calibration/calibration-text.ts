import { catalog } from '../../i18n/t.ts';

/** The calibration page's texts: the admin's alone, in its own chunk. */
export const texts = {
  title: "Ukuri kw'amahirwe",
  intro:
    "Buri kizamini cy'igerageza kibika amahirwe yo gutsinda umunyeshuri yerekwaga igihe cyatangiraga. Hano ayo mahirwe agereranywa n'uko ibizamini byarangiye: niba twerekanye 70 %, hafi 7 kuri 10 muri ibyo bizamini bigomba kuba byaratsinzwe.",
  too_little:
    "Ibizamini ntibiraba byinshi bihagije ngo tugire icyo tuvuga: {shown} byatangiye hari amahirwe yerekanywe, hakenewe nibura {needed}. Imibare iri hano ni iy'ubu, si umwanzuro.",
  better: 'Amahirwe twerekana arusha ukuri igipimo kimwe gihora ari {rate} % (Brier ntoya ni yo nziza).',
  worse: 'Amahirwe twerekana ntarusha igipimo kimwe gihora ari {rate} %: uburyo abarwa bugomba gusubirwamo.',
  exams: 'Ibizamini byarangiye',
  shown: 'Byatangiye hari amahirwe yerekanywe',
  base_rate: 'Ibyatsinzwe muri byo',
  brier: "Brier y'amahirwe yerekanywe",
  constant: "Brier y'igipimo kimwe",
  tenths_title: 'Ku mahirwe yerekanywe',
  tenths_note:
    "Umurongo ufite ibizamini biri munsi ya {needed} ntabwo ucirwa urubanza. Ikinyuranyo kirenze amanota 5 kirangwa n'ikimenyetso ⚠.",
  tenth: '{from}–{to} %',
  col_shown: 'Amahirwe',
  col_exams: 'Ibizamini',
  col_mean: 'Impuzandengo yerekanywe',
  col_passed: 'Ibyatsinzwe',
  col_band: 'Ibyize',
  col_with_chance: 'Hari amahirwe',
  off: '⚠ itandukaniro rya {gap} %',
  few: 'bike',
  none: '—',
  bands_title: "Ku bice by'ikizamini byize",
  bands_note:
    "Amahirwe yerekanwa gusa iyo ibisubizo by'umunyeshuri bikubiyemo nibura 90 % by'ikizamini. Ibizamini byo munsi yaho byerekana uko abatarize byose bitwara.",
  band_little: 'Munsi ya 50 %',
  band_some: '50–90 %',
  band_most: '90–99 %',
  band_all: 'Byose',
  csv: 'Kuramo CSV',
  correction_title: 'Ikosora rikoreshwa ubu',
  correction_none:
    "Nta kosora riraba: amahirwe yerekanwa ni ayo uburyo bubara ubwabwo. Azakosorwa n'ibizamini nyabyo uko bigenda biba byinshi.",
  correction_some:
    "Buri saha, amahirwe uburyo bubara akosorwa hakurikijwe uko ibizamini {exams} byarangiye mbere y'iyo saha byagenze. Ikosora rito niba ibizamini ari bike. Uko rihindura amahirwe:",
  correction_row: 'Uburyo buvuga {model} % → twerekana {shown} %',
  excluded: "Ibizamini bisubiramo ibibazo by'ikindi n'ibyarangiye igihe kirangiye ntibibarwa hano.",
};

export const calibrationText = catalog(texts);
