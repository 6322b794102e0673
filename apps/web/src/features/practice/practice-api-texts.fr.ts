import type { Translation } from '../../i18n/t.ts';
import type { texts } from './practice-api-texts.ts';

const fr: Translation<typeof texts> = {
  'validation.lesson_invalid': "Cette leçon n'existe pas : choisissez une leçon de 3 à 13.",
  'validation.sign_category_invalid': "Ce type de signaux n'existe pas.",
  'validation.due_invalid': "Votre demande n'a pas pu être comprise.",
  'validation.practice_scope_invalid': 'Choisissez une seule chose : une leçon, des signaux ou les erreurs.',
  'validation.question_invalid': "Cette question n'existe pas.",
  'validation.question_unknown': "Cette question n'existe pas.",
  'validation.question_not_in_check': "Cette question n'est pas dans ce quiz.",
  'validation.check_invalid': "Ce quiz n'existe pas.",
  'validation.request_reused': 'Cette réponse a été envoyée pour une autre question : réessayez.',
  'errors.check_not_found': 'Ce quiz de leçon est introuvable : recommencez-le.',
};

export default fr;
