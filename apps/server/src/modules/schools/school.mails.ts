import { DEFAULT_LANGUAGE, type Language } from '@provisoire/domain';
import { compose } from '../auth/auth.mails.ts';

const DECISION = {
  rw: {
    approved: (school: string) => ({
      subject: 'Ikigo cyanyu cyemewe kuri Provisoire',
      paragraphs: [
        'Muraho,',
        `${school} cyemewe kuri Provisoire. Ubu mushobora guha abanyeshuri banyu code yo kwinjira, mugakurikirana uko biga:`,
      ],
      label: 'Jya ku kigo cyanjye',
    }),
    rejected: (school: string, reason: string) => ({
      subject: 'Ikigo cyanyu ntikyemewe kuri Provisoire',
      paragraphs: [
        'Muraho,',
        `${school} ntikyemewe kuri Provisoire. Impamvu: ${reason}`,
        'Mufite ikibazo, mutwandikire.',
      ],
      label: 'Reba ikigo cyanjye',
    }),
  },
  en: {
    approved: (school: string) => ({
      subject: 'Your driving school is approved on Provisoire',
      paragraphs: [
        'Hello,',
        `${school} is approved on Provisoire. You can now give your students the code to join, and follow how they study:`,
      ],
      label: 'Go to my school',
    }),
    rejected: (school: string, reason: string) => ({
      subject: 'Your driving school was not approved on Provisoire',
      paragraphs: [
        'Hello,',
        `${school} was not approved on Provisoire. The reason: ${reason}`,
        'If you have a question, write to us.',
      ],
      label: 'See my school',
    }),
  },
  fr: {
    approved: (school: string) => ({
      subject: 'Votre auto-école est acceptée sur Provisoire',
      paragraphs: [
        'Bonjour,',
        `${school} est acceptée sur Provisoire. Vous pouvez maintenant donner à vos élèves le code pour la rejoindre, et suivre leur travail :`,
      ],
      label: 'Aller à mon auto-école',
    }),
    rejected: (school: string, reason: string) => ({
      subject: "Votre auto-école n'a pas été acceptée sur Provisoire",
      paragraphs: [
        'Bonjour,',
        `${school} n'a pas été acceptée sur Provisoire. Motif : ${reason}`,
        'Pour toute question, écrivez-nous.',
      ],
      label: 'Voir mon auto-école',
    }),
  },
} satisfies Record<Language, unknown>;

/** The admin's answer to a school's sign-up, with the reason when it is a no, in the owner's language. */
export function schoolDecisionMail(
  language: Language | null,
  to: string,
  school: string,
  reason: string | null,
  href: string,
) {
  const words = DECISION[language ?? DEFAULT_LANGUAGE];
  const { subject, paragraphs, label } = reason === null ? words.approved(school) : words.rejected(school, reason);
  return compose(language ?? DEFAULT_LANGUAGE, to, subject, paragraphs, { href, label });
}

const REMINDER = {
  rw: { subject: 'Urwibutso rw’ikigo cyawe', hello: (name: string) => `Muraho ${name},`, label: 'Fungura Provisoire' },
  en: {
    subject: 'A reminder from your driving school',
    hello: (name: string) => `Hello ${name},`,
    label: 'Open Provisoire',
  },
  fr: {
    subject: 'Un rappel de votre auto-école',
    hello: (name: string) => `Bonjour ${name},`,
    label: 'Ouvrir Provisoire',
  },
} satisfies Record<Language, unknown>;

/** The day-before reminder of a school's message, for a student with no phone on their account, in their language. */
export function reminderMail(language: Language, to: string, name: string, text: string, href: string) {
  const words = REMINDER[language];
  return compose(language, to, words.subject, [words.hello(name), text], { href, label: words.label });
}
