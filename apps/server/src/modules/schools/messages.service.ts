import {
  DAY_MS,
  DEFAULT_LANGUAGE,
  MESSAGES_PER_DAY,
  messageDayAllowed,
  reminderText,
  reminderWindow,
  type SentMessage,
} from '@provisoire/domain';
import type { SchoolMessageInput } from '@provisoire/domain/school-work-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../auth/users.repository.ts';
import type { Deliveries } from '../deliveries/deliveries.service.ts';
import { createRateLimits } from '../rate-limits/rate-limits.repository.ts';
import { approvedSchool } from './approved-school.ts';
import { createMessagesRepository } from './messages.repository.ts';
import { reminderMail } from './school.mails.ts';
import { createSchoolsRepository } from './schools.repository.ts';

interface Deps {
  db: Database;
  deliveries: Pick<Deliveries, 'queue' | 'queueMail'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * A school's messages to its students: a copy in each one's bell, and for a dated one a reminder the day
 * before, by SMS to the student's phone or else by e-mail, once per message and student.
 */
export function createMessagesService({ db, deliveries, clock, log, publicUrl }: Deps) {
  const repo = createMessagesRepository(db);
  const schools = createSchoolsRepository(db);

  /** Queues one reminder in the transaction that claims it: sent once, retried by the deliveries while it is timely. */
  async function remind(messageId: string, userId: string) {
    return db.transaction(async (tx) => {
      const r = createMessagesRepository(tx);
      const due = await r.claimReminder(messageId, userId);
      if (!due) return false;
      const language = due.language ?? DEFAULT_LANGUAGE;
      const text = reminderText(due.school, due.kind, due.day, due.body, language);
      const validUntil = new Date(due.remind_until);
      if (due.phone)
        await deliveries.queue(tx, {
          kind: 'school_reminder',
          channel: 'sms',
          recipient: due.phone,
          text: `Provisoire: ${text}`,
          validUntil,
        });
      else if (due.email) {
        const mail = reminderMail(language, due.email, due.display_name, text, `${publicUrl}/dashboard`);
        await deliveries.queueMail(tx, 'school_reminder', mail, validUntil);
      }
      await r.markReminded(messageId, userId, clock());
      return true;
    });
  }

  return {
    /** Writes the message to all the school's students or the chosen ones; a chosen id not its student refuses it all. */
    async send(owner: UserRow, { kind, day, body, to }: SchoolMessageInput) {
      const school = await approvedSchool(schools, owner.id);
      const now = clock();
      if (day && !messageDayAllowed(day, now))
        throw new AppError('validation_failed', 400, { fields: { day: 'validation.message_day_invalid' } });
      const chosen = to ? [...new Set(to)] : null;
      return db.transaction(async (tx) => {
        await createRateLimits(tx).enforce(
          [{ key: `messages:school:${school.id}`, max: MESSAGES_PER_DAY, windowMs: DAY_MS }],
          now,
        );
        const r = createMessagesRepository(tx);
        const window = day ? reminderWindow(day) : null;
        const message = await r.insert({
          schoolId: school.id,
          kind,
          day: day ?? null,
          body,
          remindFrom: window?.from ?? null,
          remindUntil: window?.until ?? null,
          createdAt: now,
        });
        const reached = await r.deliver(message.id, school.id, chosen, now);
        if (reached.length === 0 || (chosen && reached.length < chosen.length)) {
          const key = chosen ? 'validation.message_to_required' : 'validation.message_no_students';
          throw new AppError('validation_failed', 400, { fields: { to: key } });
        }
        return { id: message.id, recipients: reached.length };
      });
    },

    async sent(owner: UserRow): Promise<SentMessage[]> {
      const school = await approvedSchool(schools, owner.id);
      return (await repo.sent(school.id)).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    },

    /** A learner's bell: the messages and how many are unread. */
    async bell(userId: string) {
      const [notifications, unread] = await Promise.all([repo.ofUser(userId), repo.unread(userId)]);
      return { notifications, unread };
    },

    markRead: (userId: string) => repo.markRead(userId, clock()),

    unread: (userId: string) => repo.unread(userId),

    /** The sweep: every reminder whose window is open, each sent once (another instance skips a claimed one). */
    async remindDue() {
      let sent = 0;
      for (const { messageId, userId } of await repo.dueReminders(clock())) {
        try {
          if (await remind(messageId, userId)) sent++;
        } catch (err) {
          log.warn({ err, messageId, userId }, 'reminder not sent; the next sweep tries again');
        }
      }
      return sent;
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
