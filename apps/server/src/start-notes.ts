import { type Config, isLoopbackHost, isLoopbackUrl } from './config.ts';

export interface StartNote {
  level: 'info' | 'warn';
  text: string;
}

const DEV_PATHS = '/dev/outbox, /dev/phone, /dev/signs, /sim';

/** What the log says once the server listens: where the developer tools are, and what is not set up. */
export function startNotes(config: Config): StartNote[] {
  const notes: StartNote[] = [{ level: 'info', text: `Provisoire is ready on ${config.publicUrl}` }];
  const listening = `${config.host}:${config.port}`;
  if (config.devToolsForced)
    notes.push({
      level: 'warn',
      text: `DEV_TOOLS=true: anyone who reaches ${listening} (${config.publicUrl}) can read mail at /dev/outbox and approve payments at /dev/phone`,
    });
  else if (config.devTools)
    notes.push({ level: 'info', text: `developer tools on ${config.publicUrl}, this computer only: ${DEV_PATHS}` });
  else if (isLoopbackUrl(config.publicUrl) && !isLoopbackHost(config.host))
    // A loopback PUBLIC_URL, but a HOST others reach: the tools stay off, and the log says why.
    notes.push({
      level: 'info',
      text: `developer tools off: the server listens on ${config.host}, which other computers reach (DEV_TOOLS=true forces them on)`,
    });
  if (config.publicUrl.startsWith('http:') && !isLoopbackUrl(config.publicUrl))
    notes.push({
      level: 'warn',
      text: `PUBLIC_URL ${config.publicUrl} is plain http on a host others reach: cookies are sent without Secure and no HSTS; use https://`,
    });
  if (config.testClock)
    notes.push({ level: 'warn', text: 'TEST_CLOCK=true: POST /dev/clock moves this server clock forward' });
  if (!config.devTools && config.mail.kind === 'outbox')
    notes.push({ level: 'warn', text: 'no SMTP_URL: e-mail is kept in the outbox table, not sent' });
  if (!config.devTools && !config.codeSecretSet)
    notes.push({
      level: 'warn',
      text: 'no CODE_SECRET: a new one at each start, so a code by SMS sent before a restart, or by another instance, does not work and Google sign-in fails across instances',
    });
  if (!config.devTools && config.sms.kind === 'outbox')
    notes.push({
      level: 'warn',
      text: 'no SMS gateway (PINDO_TOKEN or AFRICASTALKING_*): phone sign-in is offered, but its codes are kept in the outbox table and reach nobody',
    });
  if (!config.devTools && config.payments.mode === 'simulated')
    notes.push({ level: 'warn', text: 'no MTN_* or AIRTEL_* settings: payments are off' });
  return notes;
}
