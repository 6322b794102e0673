import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { Mailer } from './mailer.ts';

export function createOutboxMailer(outbox: OutboxRepository): Mailer {
  return {
    async send({ to, subject, text, html }) {
      await outbox.add({
        channel: 'email',
        recipient: to,
        subject,
        text,
        html,
      });
    },
  };
}
