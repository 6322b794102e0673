import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { createAfricasTalkingSms } from './africastalking-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import { createPindoSms } from './pindo-sms.ts';
import { selectSmsSender } from './select-sms.ts';
import { SmsError } from './sms-sender.ts';

type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

// One local HTTP server plays whichever gateway is called: it records each request and gives the next answer.
const requests: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: {} };
const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    requests.push({ method: req.method!, path: req.url!, headers: req.headers, body });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});
const onlyRequest = () => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

const NOWHERE = 'http://127.0.0.1:9'; // nothing listens on the discard port
const message = { to: '+250788123456', text: 'Kode yawe ni 482913' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the send succeeded'),
    (e) => e,
  );

describe('Pindo', () => {
  const pindo = (baseUrl = base) => createPindoSms({ baseUrl, token: 'pindo-token', sender: 'Provisoire' });
  const receipt = { sms_id: 'out_sms_01H7', status: 'sent', to: '+250788123456', item_count: 1 };

  it('posts the published JSON request with the bearer token', async () => {
    answer = { status: 201, body: receipt };
    await pindo(`${base}/`).send(message);
    const sent = onlyRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/sms/');
    expect(sent.headers.authorization).toBe('Bearer pindo-token');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ to: '+250788123456', text: 'Kode yawe ni 482913', sender: 'Provisoire' });
  });

  it('fails for good on 401 and 409, retriably on 500, and never names the code', async () => {
    for (const [status, retriable] of [
      [401, false],
      [409, false],
      [500, true],
    ] as const) {
      answer = { status, body: { message: 'nope' } };
      const error = await failure(pindo().send(message));
      expect(error).toBeInstanceOf(SmsError);
      expect(error.retriable).toBe(retriable);
      expect(error.message).toContain(String(status));
      expect(error.message).not.toContain('482913');
    }
  });

  it('fails retriably when the gateway cannot be reached', async () => {
    const error = await failure(pindo(NOWHERE).send(message));
    expect(error).toBeInstanceOf(SmsError);
    expect(error.retriable).toBe(true);
  });
});

const recipient = (status: string, statusCode: number) => ({
  status: 201,
  body: {
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: RWF 15.0000',
      Recipients: [{ statusCode, number: '+250788123456', status, cost: 'RWF 15.0000', messageId: 'ATXid_1' }],
    },
  },
});

describe("Africa's Talking", () => {
  const at = (overrides: { baseUrl?: string; from?: string } = {}) =>
    createAfricasTalkingSms({ baseUrl: base, username: 'provisoire', apiKey: 'at-key', ...overrides });

  it('posts the published form with the apiKey header', async () => {
    answer = recipient('Success', 101);
    await at({ from: 'PROVISOIRE' }).send(message);
    const sent = onlyRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/version1/messaging');
    expect(sent.headers.apikey).toBe('at-key');
    expect(sent.headers.accept).toBe('application/json');
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // The + of the E.164 number must arrive encoded, or the form would read it as a space.
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      username: 'provisoire',
      to: '+250788123456',
      message: 'Kode yawe ni 482913',
      from: 'PROVISOIRE',
    });
  });

  it('leaves from out when no sender ID is configured, and takes a queued message as sent', async () => {
    answer = recipient('Success', 102);
    await at().send(message);
    expect(new URLSearchParams(onlyRequest().body).has('from')).toBe(false);
  });

  it('reads the recipient status behind a 201', async () => {
    answer = recipient('InvalidPhoneNumber', 403);
    const invalid = await failure(at().send(message));
    expect(invalid).toBeInstanceOf(SmsError);
    expect(invalid.retriable).toBe(false);
    expect(invalid.message).toContain('InvalidPhoneNumber');
    expect(invalid.message).not.toContain('482913');

    answer = recipient('InsufficientBalance', 405);
    expect(await failure(at().send(message))).toMatchObject({ retriable: false });

    answer = recipient('GatewayError', 501);
    expect(await failure(at().send(message))).toMatchObject({ retriable: true });

    answer = { status: 201, body: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } } };
    const noRecipient = await failure(at().send(message));
    expect(noRecipient).toBeInstanceOf(SmsError);
    expect(noRecipient.message).toContain('InvalidSenderId');
  });

  it('fails for good on a 401, retriably on a 500 or when unreachable', async () => {
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    expect(await failure(at().send(message))).toMatchObject({ retriable: false });
    answer = { status: 500, body: {} };
    expect(await failure(at().send(message))).toMatchObject({ retriable: true });
    const unreachable = await failure(at({ baseUrl: NOWHERE }).send(message));
    expect(unreachable).toBeInstanceOf(SmsError);
    expect(unreachable.retriable).toBe(true);
  });
});

describe('the outbox and the selection', () => {
  const fakeOutbox = () => {
    const added: unknown[] = [];
    const outbox = {
      add: async (row: unknown) => {
        added.push(row);
      },
    } as unknown as OutboxRepository;
    return { outbox, added };
  };

  it('keeps the SMS in the outbox instead of sending it', async () => {
    const { outbox, added } = fakeOutbox();
    await createOutboxSms(outbox).send(message);
    expect(added).toEqual([{ channel: 'sms', recipient: '+250788123456', text: 'Kode yawe ni 482913' }]);
  });

  it('sends through the configured gateway, or keeps the message when none is', async () => {
    const { outbox, added } = fakeOutbox();
    answer = { status: 201, body: {} };
    await selectSmsSender({ kind: 'pindo', baseUrl: base, token: 't', sender: 'Provisoire' }, outbox).send(message);
    answer = recipient('Success', 101);
    await selectSmsSender({ kind: 'africastalking', baseUrl: base, username: 'u', apiKey: 'k' }, outbox).send(message);
    expect(requests.map((r) => r.path)).toEqual(['/v1/sms/', '/version1/messaging']);
    expect(added).toEqual([]);
    await selectSmsSender({ kind: 'outbox' }, outbox).send(message);
    expect(added).toHaveLength(1);
    expect(requests).toHaveLength(2);
  });
});
