import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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

  it('turns the developer tools off on an https address unless asked', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://provisoire.rw' }).devTools).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://staging.provisoire.rw', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  it("wants all of a provider's variables or none", () => {
    expect(() => loadConfig({ MTN_BASE_URL: 'https://proxy.momoapi.mtn.co.rw', MTN_API_KEY: 'k' })).toThrow(
      /payments: set all of MTN_BASE_URL, MTN_SUBSCRIPTION_KEY, MTN_API_USER, MTN_API_KEY or none/,
    );
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
});
