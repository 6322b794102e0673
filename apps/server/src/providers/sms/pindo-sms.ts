import { callGateway, refused, type SmsSender } from './sms-sender.ts';

export interface PindoConfig {
  baseUrl: string;
  token: string;
  /** A sender ID registered in the Pindo account. */
  sender: string;
}

/** Pindo's SMS API (docs.pindo.io): one JSON POST, answered 201. Errors never carry the text: it holds a code. */
export function createPindoSms(config: PindoConfig): SmsSender {
  const url = `${config.baseUrl.replace(/\/$/, '')}/v1/sms/`;
  return {
    async send({ to, text }) {
      const res = await callGateway('Pindo', url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ to, text, sender: config.sender }),
      });
      await res.body?.cancel(); // the receipt (sms_id, cost) is not used
      if (!res.ok) throw refused('Pindo', res.status);
    },
  };
}
