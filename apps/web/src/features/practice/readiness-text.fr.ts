import type { Translation } from '../../i18n/t.ts';
import type { texts } from './readiness-text.ts';

const fr: Translation<typeof texts> = {
  'how.title': 'Comment calculons-nous vos chances de réussite ?',
  'how.lead':
    "Sur l'accueil, nous montrons vos chances de réussite. Voici comment nous les calculons, en quelques mots.",
  'how.yours': 'Vos chiffres',
  'how.yours_answers': 'Vos réponses',
  'how.yours_pass': "Chances d'avoir {pass}/20",
  'how.yours_needed': 'Réponses qui manquent',
  'how.yours_covered': "Part de l'examen travaillée",
  'how.percent': '{percent} %',
  'how.practise': "Aller s'entraîner",

  'how.answers_title': 'Nous partons de vos réponses',
  'how.answers':
    "Nous découpons l'examen en parties : les signaux routiers ({signs} questions sur {questions}), et chaque leçon à part. Pour chaque partie, nous regardons les questions auxquelles vous avez répondu à l'entraînement, aux quiz de leçon et aux examens blancs, et comment vous y avez répondu. Bien répondre sur les signaux ne fait pas monter les leçons, et les leçons ne font pas monter les signaux.",
  'how.recent_title': 'Les réponses récentes comptent plus que les anciennes',
  'how.recent':
    "Une réponse d'aujourd'hui vaut plus qu'une ancienne : une réponse d'il y a {days} jours compte moitié moins qu'une réponse d'aujourd'hui. Ainsi, vos chances suivent votre niveau actuel.",
  'how.repeat_title': 'Une question répondue de nouveau compte peu, ou pas du tout',
  'how.repeat':
    'Quand vous répondez de nouveau à une question dont vous avez vu la réponse, vous vous en souvenez peut-être sans la comprendre. Une question vue pour la première fois compte en entier. Une question revue avant {hours} heures, ou un examen blanc refait, ne compte pas du tout. Une question qui revient après quelques jours compte un peu.',
  'how.mix_title': 'Comme notre examen blanc',
  'how.mix':
    "Notre examen blanc compte {questions} questions : {signs} montrent des signaux routiers, au moins une vient de chaque leçon, et les autres suivent la taille des leçons. Nous calculons vos chances de réussir un tel examen à partir de vos réponses dans chaque leçon. Une leçon mal connue baisse vos chances : c'est pourquoi nous vous montrons les trois parties à revoir.",
  'how.marks_title': '{pass} sur 20, pas seulement {police}',
  'how.marks':
    "Nous montrons vos chances d'avoir au moins {pass} sur 20, la note qui fait réussir notre examen blanc. À l'examen de la police, on réussit avec {police} sur 20 : vos chances d'avoir cette note sont donc un peu plus hautes. Nous avons choisi {pass} pour que vous alliez à l'examen bien préparé.",
  'how.never_title': "Nous n'écrivons jamais 100 %",
  'how.never':
    "Nous arrondissons à 5 près (par exemple, 73 % devient 75 %), et nous n'écrivons jamais 0 % ni 100 % : même quelqu'un qui a bien étudié peut se tromper, et une question nouvelle peut vous surprendre.",
  'how.needed_title': "Pas de chiffre avant d'avoir travaillé tout l'examen",
  'how.needed':
    "Qui a étudié une seule leçon, ou seulement les signaux, peut bien répondre sur ce qu'il a étudié et échouer sur le reste. C'est pourquoi nous affichons « On ne sait pas encore » tant que votre entraînement ne couvre pas au moins {coverage} % de l'examen : {partAnswers} questions nouvelles dans chaque partie, et {min} réponses en tout. D'ici là, nous montrons les parties à travailler, en commençant par celles que vous n'avez pas encore travaillées.",
  'how.words_title': 'Des mots avant le chiffre',
  'how.words':
    "Nous vous le disons d'abord en mots : « Pas encore prêt » sous {close} %, « Presque prêt » jusqu'à {likely} %, « Réussite probable » au-dessus. Le chiffre vient ensuite, arrondi.",
};

export default fr;
