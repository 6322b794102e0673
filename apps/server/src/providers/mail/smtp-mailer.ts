import nodemailer from 'nodemailer';
import { escapeHtml } from '../../http/escape-html.ts';
import type { Mailer } from './mailer.ts';

/** A whole HTML document around a mail's body: its language and encoding said, as mail readers expect. */
const htmlDocument = (subject: string, body: string) =>
  `<!doctype html>\n<html lang="rw">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${body}\n</body>\n</html>`;

/** Mail through an SMTP server (`SMTP_URL`; `?name=mail.example.rw` sets the name it greets with). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail, html: htmlDocument(mail.subject, mail.html) });
    },
  };
}
