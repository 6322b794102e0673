import type { Translation } from '../../i18n/t.ts';
import type { texts } from './calibration-text.ts';

const fr: Translation<typeof texts> = {
  title: 'Justesse des chances',
  intro:
    "Chaque examen blanc garde la chance de réussite montrée à l'apprenant quand il a commencé. Ici, ces chances sont comparées à l'issue des examens : si nous avons montré 70 %, environ 7 de ces examens sur 10 doivent avoir été réussis.",
  too_little:
    "Pas encore assez d'examens pour conclure : {shown} ont commencé avec une chance montrée, il en faut au moins {needed}. Les chiffres ici sont provisoires, pas une conclusion.",
  better: "Nos chances font mieux qu'une estimation constante de {rate} % (plus le Brier est bas, mieux c'est).",
  worse: "Nos chances ne font pas mieux qu'une estimation constante de {rate} % : leur calcul doit être revu.",
  exams: 'Examens finis',
  shown: 'Commencés avec une chance montrée',
  base_rate: 'Réussis parmi eux',
  brier: 'Brier des chances montrées',
  constant: "Brier de l'estimation constante",
  tenths_title: 'Par chance montrée',
  tenths_note: "Une ligne de moins de {needed} examens n'est pas jugée. Un écart de plus de 5 points est marqué ⚠.",
  tenth: '{from}–{to} %',
  col_shown: 'Chance',
  col_exams: 'Examens',
  col_mean: 'Moyenne montrée',
  col_passed: 'Réussis',
  col_band: 'Étudié',
  col_with_chance: 'Avec une chance',
  off: '⚠ écart de {gap} %',
  few: 'peu',
  none: '—',
  bands_title: "Par part de l'examen étudiée",
  bands_note:
    "Une chance n'est montrée que si les réponses de l'apprenant couvrent au moins 90 % de l'examen. Les examens en dessous montrent comment s'en sortent ceux qui n'ont pas tout étudié.",
  band_little: 'Moins de 50 %',
  band_some: '50–90 %',
  band_most: '90–99 %',
  band_all: 'Tout',
  csv: 'Télécharger le CSV',
  correction_title: 'Correction appliquée',
  correction_none:
    "Aucune correction pour l'instant : les chances montrées sont celles que le modèle calcule seul. Les vrais examens les corrigeront à mesure qu'ils seront plus nombreux.",
  correction_some:
    "Chaque heure, les chances du modèle sont corrigées d'après l'issue des {exams} examens finis avant cette heure-là. La correction est faible s'il y a peu d'examens. Son effet sur les chances :",
  correction_row: 'Le modèle dit {model} % → nous montrons {shown} %',
  excluded:
    "Les examens qui reprennent les questions d'un autre et ceux arrêtés faute de temps ne sont pas comptés ici.",
};

export default fr;
