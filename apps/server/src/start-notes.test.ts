import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startNotes } from './start-notes.ts';

const notes = (env: Record<string, string>) => startNotes(loadConfig(env)).map((n) => `${n.level}: ${n.text}`);

describe('what the log says at start (N2, N10)', () => {
  it('says the developer tools are on this computer only when they are', () => {
    expect(notes({ PORT: '4200' })).toContain(
      'info: developer tools on http://localhost:4200, this computer only: /dev/outbox, /dev/phone, /dev/signs, /sim',
    );
  });

  it('says they are off on every interface, and how to turn them on', () => {
    const said = notes({ PORT: '4200', HOST: '0.0.0.0' });
    expect(said.filter((n) => n.includes('this computer only'))).toEqual([]);
    expect(said).toContain(
      'info: developer tools off: the server listens on 0.0.0.0, which other computers reach (DEV_TOOLS=true forces them on)',
    );
  });

  it('warns once, with where they are, when they are forced on', () => {
    const said = notes({
      PORT: '4200',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://staging.provisoire.rw',
      DEV_TOOLS: 'true',
    });
    expect(said.filter((n) => n.includes('this computer only'))).toEqual([]);
    expect(said.filter((n) => n.startsWith('warn: DEV_TOOLS=true'))).toEqual([
      'warn: DEV_TOOLS=true: anyone who reaches 0.0.0.0:4200 (https://staging.provisoire.rw) can read mail at /dev/outbox and approve payments at /dev/phone',
    ]);
  });
  it('warns loudly when a host others reach is served over plain http (issue 31)', () => {
    const warning =
      'warn: PUBLIC_URL http://provisoire.rw is plain http on a host others reach: cookies are sent without Secure and no HSTS; use https://';
    expect(notes({ PUBLIC_URL: 'http://provisoire.rw' })).toContain(warning);
    for (const url of ['https://provisoire.rw', 'http://localhost:4200', 'http://127.0.0.1:4200'])
      expect(
        notes({ PUBLIC_URL: url }).filter((n) => n.includes('plain http')),
        url,
      ).toEqual([]);
  });

  it('warns, a line each, of a production start without CODE_SECRET or with phone sign-in and no SMS gateway', () => {
    const production = { PUBLIC_URL: 'https://provisoire.rw', HOST: '0.0.0.0' };
    const said = notes(production).filter((n) => /CODE_SECRET|SMS gateway/.test(n));
    expect(said).toEqual([
      expect.stringMatching(/^warn: no CODE_SECRET: a new one at each start/),
      expect.stringMatching(/^warn: no SMS gateway \(PINDO_TOKEN or AFRICASTALKING_\*\): phone sign-in is offered/),
    ]);
    const set = { ...production, CODE_SECRET: 'x'.repeat(40), PINDO_TOKEN: 'token' };
    expect(notes(set).filter((n) => /CODE_SECRET|SMS gateway/.test(n))).toEqual([]);
  });
});
