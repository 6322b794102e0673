import type { Translation } from '../../i18n/t.ts';
import type { texts } from './exam-text.ts';

const fr: Translation<typeof texts> = {
  'instructions.title': "Consignes de l'examen blanc",
  'instructions.lead':
    'Un examen blanc comme le vrai examen du permis provisoire. Lisez ces consignes avant de commencer.',
  'instructions.questions': 'Nombre de questions',
  'instructions.duration': 'Durée',
  'instructions.duration_value': '{minutes} minutes',
  'instructions.marks': 'Total des points',
  'instructions.pass_mark': 'Seuil de réussite',
  'instructions.rules':
    "Chaque question a quatre réponses, dont une seule est juste. Votre réponse est enregistrée aussitôt ; si la connexion coupe, nous l'enregistrons à son retour. Quand le temps est écoulé, l'examen blanc se termine.",
  'instructions.free': "Vous n'avez pas d'abonnement : ceci est votre seul examen blanc gratuit.",
  'instructions.start': "Commencer l'examen blanc",
  'instructions.offline':
    "Pas de connexion. L'examen blanc a besoin d'internet : son chrono et ses réponses sont sur le serveur. Vous pourrez le commencer au retour de la connexion.",
  'instructions.resume': "Reprendre l'examen blanc",
  'instructions.resume_text':
    "Vous avez un examen blanc non terminé. Reprenez où vous en étiez ; son temps continue de s'écouler.",

  'exam.title': 'Examen blanc',
  'exam.question_of': 'Question {n} sur {total}',
  'exam.questions_nav': 'Questions',
  'exam.question_button': 'Question {n}',
  'exam.answered': 'répondue',
  'exam.previous': 'Précédente',
  'exam.next': 'Suivante',
  'exam.finish': 'Terminer',
  'exam.finishing': 'Calcul de votre note…',
  'exam.time_left': 'Temps restant',
  'exam.time_warning': "Plus qu'une minute !",
  'exam.leave_warning': "L'examen blanc n'est pas fini. Voulez-vous le quitter ?",
  'exam.saving': 'Enregistrement…',
  'exam.saved': 'Enregistré',
  'exam.offline': 'Pas de connexion : vos réponses seront enregistrées à son retour',
  'exam.finish_offline':
    "Pas de connexion. Vos réponses sont gardées sur votre téléphone ; nous terminerons l'examen blanc au retour de la connexion.",

  'result.title': 'Votre note',
  'result.passed': 'Réussi ! Continuez comme ça.',
  'result.failed': "Vous n'avez pas réussi. Entraînez-vous encore : il faut au moins {pass} sur {total}.",
  'result.timed_out': "Le temps s'est écoulé avant la fin.",
  'result.retry': 'Refaire ces questions',
  'result.another': 'Passer un autre examen blanc',
  'result.view_answers': 'Voir les réponses',
  'result.continue': 'Continuer',

  'free_used.title': 'Vous avez utilisé votre examen blanc gratuit.',
  'free_used.plan': "Achetez un abonnement pour passer d'autres examens blancs.",
  'free_used.trial': 'Une journée gratuite pour étudier et vous tester. Une seule fois par compte.',
  'free_used.trial_button': 'Commencer la journée gratuite',
  'free_used.trial_started': 'Votre journée gratuite a commencé. Les leçons sont ouvertes !',

  'deadline.title': "Le temps de l'examen blanc est écoulé",
  'deadline.text':
    "Votre examen blanc s'est terminé le {date}, avant que vous ne le finissiez. Il a été corrigé avec les réponses déjà données.",
  'deadline.another': 'Passer un autre examen blanc',

  'results.title': 'Vos examens blancs',
  'results.load_more': 'Voir plus',

  'chart.title': 'Vos notes au fil du temps',
  'chart.desc':
    "Examens blancs : {count}, du {from} au {to}. Notes sur 20, dans l'ordre : {grades}. Il faut {pass} pour réussir.",
  'chart.pass': 'Réussite : {pass}',

  'review.title': 'Examen blanc du {date}',
  'review.your_answer': 'Votre réponse',
  'review.correct_answer': 'Bonne réponse',
  'review.no_answer': "Vous n'avez pas répondu à cette question.",
  'review.right': 'Bien répondu',
  'review.wrong': 'Mauvaise réponse',
  'review.why': 'Pourquoi',
  'review.lesson': 'Lire la leçon : {title}',
  'review.back': 'Retour aux examens blancs',
  'review.no_state': "Passez d'abord un examen blanc.",
};

export default fr;
