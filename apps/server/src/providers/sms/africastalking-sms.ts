import { callGateway, refused, SmsError, type SmsSender } from './sms-sender.ts';

export interface AfricasTalkingConfig {
  baseUrl: string;
  username: string;
  apiKey: string;
  /** A registered sender ID; without it Africa's Talking sends as AFRICASTKNG. */
  from?: string;
}

type Reply = { SMSMessageData?: { Message?: string; Recipients?: { status?: string; statusCode?: number }[] } };

const ACCEPTED = new Set([100, 101, 102]); // Processed, Sent, Queued
const GATEWAY_TROUBLE = new Set([500, 501, 502]); // InternalServerError, GatewayError, RejectedByGateway

/** Africa's Talking bulk SMS API (docs.africastalking.com/sms/sending), one recipient per call. */
export function createAfricasTalkingSms(config: AfricasTalkingConfig): SmsSender {
  const url = `${config.baseUrl.replace(/\/$/, '')}/version1/messaging`;
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ username: config.username, to, message: text });
      if (config.from) form.set('from', config.from);
      const res = await callGateway("Africa's Talking", url, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw refused("Africa's Talking", res.status);
      }
      // A 201 says only that the request was read: whether this number was taken is in its recipient entry.
      const reply = (await res.json().catch(() => ({}))) as Reply;
      const recipient = reply.SMSMessageData?.Recipients?.[0];
      if (recipient?.status === 'Success' || ACCEPTED.has(recipient?.statusCode ?? 0)) return;
      const why = recipient
        ? `${recipient.statusCode} ${recipient.status}`
        : (reply.SMSMessageData?.Message ?? 'no recipient');
      throw new SmsError(`Africa's Talking refused the SMS (${why})`, GATEWAY_TROUBLE.has(recipient?.statusCode ?? 0));
    },
  };
}
