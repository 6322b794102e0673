import { DEFAULT_LANGUAGE, type Language } from '@provisoire/domain';
import { escapeHtml } from '../../http/escape-html.ts';
import type { Mail } from '../../providers/mail/mailer.ts';
import { AUTH_MAIL_WORDS, type RemovedWays } from './auth-mail-words.ts';

export type { RemovedWays };

export function compose(
  language: Language,
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): Mail {
  const text = [...paragraphs.slice(0, 2), link.href, ...paragraphs.slice(2)].join('\n\n');
  const body = [
    ...paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  // a whole document, its language and encoding said, as mail readers expect
  const html = `<!doctype html>\n<html lang="${language}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${body}\n</body>\n</html>`;
  return { to, subject, text, html };
}

/** A mail in a language: the account's, or for an account without one, Kinyarwanda. */
const words = (language: Language | null) => AUTH_MAIL_WORDS[language ?? DEFAULT_LANGUAGE];

const mail = (
  language: Language | null,
  to: string,
  said: { subject: string; paragraphs: string[]; label: string },
  href: string,
) => compose(language ?? DEFAULT_LANGUAGE, to, said.subject, said.paragraphs, { href, label: said.label });
export const verificationMail = (language: Language | null, to: string, name: string, href: string) =>
  mail(language, to, words(language).verification(name), href);

/** To an address added to an existing account: it joins the account only once this link is opened. */
export const addEmailMail = (language: Language | null, to: string, name: string, href: string) =>
  mail(language, to, words(language).addEmail(name), href);

export const passwordResetMail = (language: Language | null, to: string, name: string, href: string) =>
  mail(language, to, words(language).passwordReset(name), href);

/** Sent after any change of password, so that an owner who did not make it knows at once. */
export const passwordChangedMail = (language: Language | null, to: string, name: string, resetHref: string) =>
  mail(language, to, words(language).passwordChanged(name), resetHref);

/**
 * To the owner of an address who proved it (Google, a reset link) on an account made with it before
 * it was verified: someone else may have made it, so every way in they did not bring was removed.
 */
export const accountClaimedMail = (language: Language | null, to: string, removed: RemovedWays, accountHref: string) =>
  mail(language, to, words(language).accountClaimed(to, words(language).removed(removed).join('; ')), accountHref);

/** After a number or a Google link was removed on the account page: an owner who did not do it knows at once. */
export const wayRemovedMail = (
  language: Language | null,
  to: string,
  name: string,
  removed: RemovedWays,
  accountHref: string,
) => mail(language, to, words(language).wayRemoved(name, words(language).removed(removed).join('; ')), accountHref);
