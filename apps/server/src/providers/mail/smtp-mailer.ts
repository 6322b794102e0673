import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Mail through an SMTP server (`SMTP_URL`; `?name=mail.example.rw` sets the name it greets with). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  // the sender's domain names our messages: <delivery id@provisoire.rw>
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'provisoire.invalid';
  return {
    async send({ id, ...mail }) {
      await transport.sendMail({ from, ...mail, ...(id && { messageId: `<${id}@${domain}>` }) });
    },
  };
}
