import { escapeHtml } from '../../http/escape-html.ts';
import type { Mail } from '../../providers/mail/mailer.ts';

export function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): Mail {
  const text = [...paragraphs.slice(0, 2), link.href, ...paragraphs.slice(2)].join('\n\n');
  const html = [
    ...paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  return { to, subject, text, html };
}

export const verificationMail = (to: string, name: string, href: string) =>
  compose(
    to,
    'Emeza imeli yawe kuri Provisoire',
    [
      `Muraho ${name},`,
      'Murakoze kwiyandikisha kuri Provisoire. Kanda kuri iyi link kugira ngo wemeze ko iyi imeli ari iyawe:',
      'Iyi link izamara amasaha 48.',
    ],
    { href, label: 'Emeza imeli yanjye' },
  );

/** To an address added to an existing account: it joins the account only once this link is opened. */
export const addEmailMail = (to: string, name: string, href: string) =>
  compose(
    to,
    'Emeza imeli nshya kuri Provisoire',
    [
      `Muraho ${name},`,
      'Hari uwasabye kongera iyi imeli kuri konti ye ya Provisoire. Niba ari wowe, kanda kuri iyi link uyemeze:',
      'Iyi link izamara amasaha 48. Niba atari wowe wabisabye, wirengagize iyi imeli: nta cyahindutse.',
    ],
    { href, label: 'Emeza imeli yanjye' },
  );

export const passwordResetMail = (to: string, name: string, href: string) =>
  compose(
    to,
    "Hindura ijambo ry'ibanga rya Provisoire",
    [
      `Muraho ${name},`,
      "Twakiriye ubusabe bwo guhindura ijambo ry'ibanga rya konti yawe. Kanda kuri iyi link ushyireho irindi:",
      'Iyi link ikoreshwa rimwe gusa kandi izamara isaha imwe. Niba atari wowe wabisabye, wirengagize iyi imeli: nta cyahindutse.',
    ],
    { href, label: "Shyiraho ijambo ry'ibanga rishya" },
  );

/** Sent after any change of password, so that an owner who did not make it knows at once. */
export const passwordChangedMail = (to: string, name: string, resetHref: string) =>
  compose(
    to,
    "Ijambo ry'ibanga rya Provisoire ryahinduwe",
    [
      `Muraho ${name},`,
      "Ijambo ry'ibanga rya konti yawe ya Provisoire ryahinduwe, kandi konti yasohowe ku yandi matelefoni na mudasobwa. Niba ari wowe wabikoze, nta kindi usabwa. Niba atari wowe, hindura ijambo ry'ibanga ako kanya:",
      'Niba ufite ikibazo, twandikire kuri WhatsApp cyangwa uduhamagare.',
    ],
    { href: resetHref, label: "Hindura ijambo ry'ibanga" },
  );

/** What an account lost when its e-mail's owner took it back, or when a way in was removed. */
export interface RemovedWays {
  phone: string | null;
  google: boolean;
  password: boolean;
  sessions: number;
}

const removedList = (removed: RemovedWays) =>
  [
    ...(removed.phone ? [`nimero ya telefoni ${removed.phone}`] : []),
    ...(removed.google ? ['konti ya Google yari ihujwe na yo'] : []),
    ...(removed.password ? ["ijambo ry'ibanga ryari ryashyizweho mbere"] : []),
    ...(removed.sessions > 0 ? [`ibikoresho ${removed.sessions} yari ifunguyeho (byasohowe)`] : []),
  ].join('; ');

/**
 * To the owner of an address who proved it (Google, a reset link) on an account made with it before
 * it was verified: someone else may have made it, so every way in they did not bring was removed.
 */
export const accountClaimedMail = (to: string, name: string, removed: RemovedWays, accountHref: string) =>
  compose(
    to,
    'Konti yawe ya Provisoire: twakuyeho uburyo bwo kwinjira utashyizeho',
    [
      `Muraho ${name},`,
      `Wemeje ko imeli ${to} ari iyawe. Mbere y'uko uyemeza, undi muntu ashobora kuba yarafunguye konti akoresheje iyi imeli. Ni yo mpamvu twakuyeho uburyo bwo kwinjira wowe utashyizeho: ${removedList(removed)}.`,
      'Niba ari wowe wari wabishyizeho, wabyongera kuri Konte yawe. Niba ufite ikibazo, twandikire kuri WhatsApp cyangwa uduhamagare.',
    ],
    { href: accountHref, label: 'Reba Konte yanjye' },
  );

/** After a number or a Google link was removed on the account page: an owner who did not do it knows at once. */
export const wayRemovedMail = (to: string, name: string, removed: RemovedWays, accountHref: string) =>
  compose(
    to,
    'Konti yawe ya Provisoire: hakuweho uburyo bwo kwinjira',
    [
      `Muraho ${name},`,
      `Twakuye kuri konti yawe ya Provisoire: ${removedList(removed)}. Niba atari wowe wabikoze, hindura ijambo ry'ibanga ako kanya kandi usohoke ahandi hose:`,
    ],
    { href: accountHref, label: 'Reba Konte yanjye' },
  );
