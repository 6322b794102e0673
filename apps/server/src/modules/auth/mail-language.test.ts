import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { waitForMail } from '../../../test/outbox.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { outboxMessages } from '../../db/schema.ts';

// Mail and SMS in the account's language (issue 41): the language a visitor signs up in becomes the
// account's, and what the account is sent follows it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUpIn(headers: Record<string, string>) {
  const api = client(server.base);
  const input = buildSignUp();
  const res = await api.call('POST', '/api/auth/sign-up', input, headers);
  expect(res.status).toBe(201);
  return { api, input, user: res.json.user };
}

describe('mail and SMS in the account’s language', () => {
  it('keeps the language a visitor signs up in, and sends the verification mail in it', async () => {
    const french = await signUpIn({ cookie: 'lang=fr', 'accept-language': 'en' });
    expect(french.user.language).toBe('fr');
    const mail = await waitForMail(server.db, french.input.email, /^Confirmez votre adresse e-mail/);
    expect(mail.text).toContain(`Bonjour ${french.input.displayName},`);
    expect(mail.html).toContain('<html lang="fr">'); // mail readers read it as French

    const english = await signUpIn({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.user.language).toBe('en');
    await waitForMail(server.db, english.input.email, /^Confirm your e-mail address on Provisoire$/);

    const kinyarwanda = await signUpIn({});
    expect(kinyarwanda.user.language).toBe('rw');
    await waitForMail(server.db, kinyarwanda.input.email, /^Emeza imeli yawe kuri Provisoire$/);
  });

  it('follows the account when its owner changes language, whatever the browser says', async () => {
    const { api, input } = await signUpIn({});
    expect((await api.call('PUT', '/api/language', { language: 'en' })).status).toBe(204);
    const reset = await client(server.base).call(
      'POST',
      '/api/auth/password-reset/request',
      { email: input.email },
      { 'accept-language': 'fr' },
    );
    expect(reset.status).toBeLessThan(300);
    await waitForMail(server.db, input.email, /^Change your Provisoire password$/);
  });

  it('sends a sign-in code in the visitor’s language', async () => {
    const phone = '0788123457';
    const res = await client(server.base).call('POST', '/api/auth/phone/code', { phone }, { cookie: 'lang=fr' });
    expect(res.status).toBe(202);
    const [sms] = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+250788123457'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(sms?.text).toMatch(/^Provisoire : votre code est \d{6}\. Il expire dans 5 minutes\./);
    expect(sms?.text).toMatch(/\n\n@\S+ #\d{6}$/); // the phone still offers to fill it in
  });
});
