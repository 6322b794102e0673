import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/connect.ts';
import { outboxMessages } from '../src/db/schema.ts';

/** The newest mail to this address whose subject matches, once it has landed (mail leaves in the background). */
export async function waitForMail(db: Database, to: string, subject: RegExp, timeoutMs = 5000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 50))) {
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.recipient, to)))
      .orderBy(desc(outboxMessages.createdAt));
    const mail = rows.find((m) => subject.test(m.subject ?? ''));
    if (mail) return { ...mail, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? '' };
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The code in the newest SMS to this number (+2507…), as the learner reads it on their phone. */
export async function lastSmsCode(db: Database, to: string) {
  const [sms] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, to)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function mailsTo(db: Database, to: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
}
