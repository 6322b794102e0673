import type { Translation } from '../../i18n/t.ts';
import type { texts } from './school-sign-up-text.ts';

const fr: Translation<typeof texts> = {
  title: 'Inscrire une auto-école',
  step: 'Étape {n} sur 2',
  step1: "Identité de l'auto-école",
  step2: 'Lieu et compte',
  name: "Nom de l'auto-école",
  kind: 'Type',
  choose: 'Choisir',
  phone: "Téléphone de l'auto-école",
  tin: 'TIN',
  tin_hint: 'Les 9 chiffres donnés par la RRA.',
  next: 'Continuer',
  back: 'Retour',
  email: "E-mail de l'auto-école",
  password: 'Mot de passe',
  submit: "Inscrire l'auto-école",
  have_account: 'Vous avez déjà un compte ?',
  log_in: 'Se connecter',
  success:
    "L'auto-école est inscrite. Nous vous préviendrons dès qu'elle sera validée ; consultez aussi l'e-mail que nous vous avons envoyé.",
};

export default fr;
