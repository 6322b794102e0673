import { catalog } from '../../i18n/t.ts';

/** The school's sign-up, out of the learners' sign-in forms' download. */
export const texts = {
  title: 'Kwandikisha ikigo',
  step: 'Intambwe ya {n} kuri 2',
  step1: "Umwirondoro w'ikigo",
  step2: 'Aho kiri na konti yacyo',
  name: "Izina ry'ikigo",
  kind: 'Icyo gikora',
  choose: 'Hitamo',
  phone: "Telefoni y'ikigo",
  tin: 'TIN',
  tin_hint: 'Imibare 9 ya RRA.',
  next: 'Komeza',
  back: 'Subira inyuma',
  email: "Imeli y'ikigo",
  password: "Ijambo ry'ibanga",
  submit: 'Andikisha Ikigo',
  have_account: 'Usanzwe ufite konti?',
  log_in: 'Injira',
  success: "Ikigo cyanditswe. Tuzakimenyesha nikimara kwemezwa; reba n'imeli twakohereje.",
};

export const schoolSignUpText = catalog(texts);
