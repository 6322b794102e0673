import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('embedded');
    expect(config.mail.kind).toBe('outbox');
    expect(config.publicUrl).toBe('http://localhost:3000');
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
