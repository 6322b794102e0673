import { compose } from '../auth/auth.mails.ts';

/** The admin's answer to a school's sign-up, with the reason when it is a no. */
export const schoolDecisionMail = (to: string, school: string, reason: string | null, href: string) =>
  reason === null
    ? compose(
        to,
        'Ikigo cyanyu cyemewe kuri Provisoire',
        [
          'Muraho,',
          `${school} cyemewe kuri Provisoire. Ubu mushobora guha abanyeshuri banyu code yo kwinjira, mugakurikirana uko biga:`,
        ],
        { href, label: 'Jya ku kigo cyanjye' },
      )
    : compose(
        to,
        'Ikigo cyanyu ntikyemewe kuri Provisoire',
        ['Muraho,', `${school} ntikyemewe kuri Provisoire. Impamvu: ${reason}`, 'Mufite ikibazo, mutwandikire.'],
        { href, label: 'Reba ikigo cyanjye' },
      );

/** The day-before reminder of a school's message, for a student with no phone on their account. */
export const reminderMail = (to: string, name: string, text: string, href: string) =>
  compose(to, 'Urwibutso rw’ikigo cyawe', [`Muraho ${name},`, text], { href, label: 'Fungura Provisoire' });
