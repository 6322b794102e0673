import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { type AfricasTalkingConfig, createAfricasTalkingSms } from './africastalking-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import { createPindoSms, type PindoConfig } from './pindo-sms.ts';
import type { SmsSender } from './sms-sender.ts';

export type SmsSettings =
  | { kind: 'outbox' }
  | ({ kind: 'pindo' } & PindoConfig)
  | ({ kind: 'africastalking' } & AfricasTalkingConfig);

/** The configured gateway, or the outbox (read on the dev outbox page) when none is. */
export function selectSmsSender(settings: SmsSettings, outbox: OutboxRepository): SmsSender {
  switch (settings.kind) {
    case 'pindo':
      return createPindoSms(settings);
    case 'africastalking':
      return createAfricasTalkingSms(settings);
    case 'outbox':
      return createOutboxSms(outbox);
  }
}
