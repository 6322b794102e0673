import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import type { SmsSender } from './sms-sender.ts';

/** Keeps each SMS in the outbox table instead of sending it. */
export function createOutboxSms(outbox: Pick<OutboxRepository, 'add'>): SmsSender {
  return {
    async send({ to, text }) {
      await outbox.add({ channel: 'sms', recipient: to, text });
    },
  };
}
