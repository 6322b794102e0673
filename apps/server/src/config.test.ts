import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.mail.kind).toBe('outbox');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.devTools).toBe(true);
    expect(config.payments.mode).toBe('simulated');
  });

  it('listens on this computer only unless told', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('turns the developer tools on only for an address of this computer, unless asked', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000'])
      expect(loadConfig({ PUBLIC_URL: url }).devTools, url).toBe(true);
    for (const url of ['https://provisoire.rw', 'http://provisoire.rw', 'http://192.168.1.10:3000'])
      expect(loadConfig({ PUBLIC_URL: url }).devTools, url).toBe(false);
    const forced = loadConfig({ PUBLIC_URL: 'https://staging.provisoire.rw', DEV_TOOLS: 'true' });
    expect([forced.devTools, forced.devToolsForced]).toEqual([true, true]);
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
  });

  it('turns the developer tools on only while the server listens on this computer (N2)', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadConfig({ HOST: host }).devTools, host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
      const config = loadConfig({ HOST: host });
      expect([config.devTools, config.testClock], host).toEqual([false, false]);
    }
    expect(loadConfig({ HOST: '0.0.0.0', TEST_CLOCK: 'true' }).testClock).toBe(false);
    const forced = loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'true' });
    expect([forced.devTools, forced.devToolsForced]).toEqual([true, true]);
  });

  it('trusts no proxy by default, and only the hops or addresses given', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,300.1.1.1' })).toThrow(
      /TRUST_PROXY: not an address or range: 300.1.1.1/,
    );
  });

  it("wants all of a provider's variables or none", () => {
    expect(() => loadConfig({ MTN_BASE_URL: 'https://proxy.momoapi.mtn.co.rw', MTN_API_KEY: 'k' })).toThrow(
      /payments: set all of MTN_BASE_URL, MTN_SUBSCRIPTION_KEY, MTN_API_USER, MTN_API_KEY or none/,
    );
  });

  describe("a provider's variables, all together or none", () => {
    const MTN = {
      MTN_BASE_URL: 'https://proxy.momoapi.mtn.co.rw',
      MTN_SUBSCRIPTION_KEY: 'sub',
      MTN_API_USER: 'user',
      MTN_API_KEY: 'key',
    };
    const AIRTEL = {
      AIRTEL_BASE_URL: 'https://openapi.airtel.africa',
      AIRTEL_CLIENT_ID: 'id',
      AIRTEL_CLIENT_SECRET: 's',
    };
    const AFRICASTALKING = { AFRICASTALKING_USERNAME: 'provisoire', AFRICASTALKING_API_KEY: 'atkey' };
    const GOOGLE = { GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    /** What a deployer reads when the server refuses to start. */
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      throw new Error('the configuration was accepted');
    };

    it('names the missing variables of each group that is only partly set', () => {
      expect(refusal({ MTN_BASE_URL: MTN.MTN_BASE_URL, MTN_API_KEY: 'k' })).toBe(
        'Invalid configuration:\n' +
          '  payments: set all of MTN_BASE_URL, MTN_SUBSCRIPTION_KEY, MTN_API_USER, MTN_API_KEY or none' +
          ' (missing MTN_SUBSCRIPTION_KEY, MTN_API_USER)',
      );
      expect(refusal({ AIRTEL_CLIENT_SECRET: 's' })).toBe(
        'Invalid configuration:\n' +
          '  payments: set all of AIRTEL_BASE_URL, AIRTEL_CLIENT_ID, AIRTEL_CLIENT_SECRET or none' +
          ' (missing AIRTEL_BASE_URL, AIRTEL_CLIENT_ID)',
      );
      expect(refusal({ AFRICASTALKING_USERNAME: 'provisoire' })).toBe(
        'Invalid configuration:\n' +
          '  SMS: set all of AFRICASTALKING_USERNAME, AFRICASTALKING_API_KEY or none (missing AFRICASTALKING_API_KEY)',
      );
      expect(refusal({ GOOGLE_CLIENT_SECRET: 'secret' })).toBe(
        'Invalid configuration:\n' +
          '  Google sign-in: set all of GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET or none (missing GOOGLE_CLIENT_ID)',
      );
    });

    it('names a partly set group together with every other bad variable', () => {
      const message = refusal({
        PORT: 'abc',
        AIRTEL_CLIENT_ID: 'id',
        GOOGLE_CLIENT_ID: 'id',
        TRUST_PROXY: '300.1.1.1',
      });
      expect(message.split('\n')).toEqual([
        'Invalid configuration:',
        '  TRUST_PROXY: not an address or range: 300.1.1.1',
        expect.stringMatching(/^ {2}PORT: /),
        '  payments: set all of AIRTEL_BASE_URL, AIRTEL_CLIENT_ID, AIRTEL_CLIENT_SECRET or none' +
          ' (missing AIRTEL_BASE_URL, AIRTEL_CLIENT_SECRET)',
        '  Google sign-in: set all of GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET or none (missing GOOGLE_CLIENT_SECRET)',
      ]);
    });

    it('runs the simulators, the outbox and no Google button when none is set', () => {
      const config = loadConfig({});
      expect(config.payments).toMatchObject({ mode: 'simulated', mtn: null, airtel: null });
      expect(config.sms).toEqual({ kind: 'outbox' });
      expect([config.google, config.site.googleSignIn]).toEqual([null, false]);
    });

    it('uses the real provider of each group that is wholly set', () => {
      const config = loadConfig({ ...MTN, ...AIRTEL, ...AFRICASTALKING, ...GOOGLE, AFRICASTALKING_FROM: 'Provisoire' });
      expect(config.payments.mode).toBe('real');
      expect(config.payments.mtn).toEqual({
        baseUrl: 'https://proxy.momoapi.mtn.co.rw',
        subscriptionKey: 'sub',
        apiUser: 'user',
        apiKey: 'key',
        targetEnvironment: 'mtnrwanda',
        currency: 'RWF',
      });
      expect(config.payments.airtel).toEqual({
        baseUrl: 'https://openapi.airtel.africa',
        clientId: 'id',
        clientSecret: 's',
        country: 'RW',
        currency: 'RWF',
      });
      expect(config.sms).toEqual({
        kind: 'africastalking',
        baseUrl: 'https://api.africastalking.com',
        username: 'provisoire',
        apiKey: 'atkey',
        from: 'Provisoire',
      });
      expect(config.google).toEqual({
        issuer: 'https://accounts.google.com',
        clientId: 'client.apps.googleusercontent.com',
        clientSecret: 'secret',
      });
      expect(config.site.googleSignIn).toBe(true);
    });

    it('turns the simulators off with one real provider, and prefers Pindo for SMS', () => {
      const config = loadConfig({ ...MTN, ...AFRICASTALKING, PINDO_TOKEN: 'pindo' });
      expect(config.payments).toMatchObject({ mode: 'real', airtel: null });
      expect(config.payments.mtn?.apiUser).toBe('user');
      expect(config.sms).toEqual({
        kind: 'pindo',
        baseUrl: 'https://api.pindo.io',
        token: 'pindo',
        sender: 'Provisoire',
      });
    });
  });

  it('names every bad variable with its problem', () => {
    expect(() =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'not a url',
        SUPPORT_WHATSAPP: '07x',
      }),
    ).toThrow(/PORT:.*\n.*DATABASE_URL:.*\n.*SUPPORT_WHATSAPP:/);
  });

  it('uses an external database and SMTP when given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/p',
      SMTP_URL: 'smtp://mail:587',
      ADMIN_EMAILS: ' A@b.rw, c@d.rw ',
    });
    expect(config.database).toEqual({
      kind: 'external',
      url: 'postgres://u@db:5432/p',
    });
    expect(config.mail.kind).toBe('smtp');
    expect(config.adminEmails).toEqual(['a@b.rw', 'c@d.rw']);
  });

  it('reads admin phone numbers in any Rwandan spelling, and refuses anything else', () => {
    expect(loadConfig({ ADMIN_PHONES: '0788 123 456, +250731234567' }).adminPhones).toEqual([
      '+250788123456',
      '+250731234567',
    ]);
    expect(() => loadConfig({ ADMIN_PHONES: '0788123456, 12345' })).toThrow(/12345 is not a Rwandan mobile number/);
  });
  it('refuses a mail or public address with a scheme the app cannot use, and names it (issue 31)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://127.0.0.1:4620' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://provisoire.rw' })).toThrow(
      /PUBLIC_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp//missing-colon' })).toThrow(/SMTP_URL: Invalid URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.provisoire.rw:465' }).mail.kind).toBe('smtp');
  });

  it('takes a metrics token only long enough to resist guessing', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
