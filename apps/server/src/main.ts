import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, migrateDatabase } from './db/connect.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';

async function main() {
  const config = loadConfig();
  const embedded =
    config.database.kind === 'embedded'
      ? await startEmbeddedPostgres({
          ...config.database,
          database: 'provisoire',
          log: console.warn,
        })
      : null;
  const url = embedded?.url ?? (config.database.kind === 'external' ? config.database.url : '');
  await migrateDatabase(url);
  const { db, pool } = createDatabase(url);
  const app = await buildApp({ config, db, pool, databaseUrl: url });

  // Stop in order: finish requests, close the pool, then stop the embedded database.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    let code = 0;
    for (const step of [() => app.close(), () => pool.end(), async () => embedded?.stop()]) {
      await step().catch((err: unknown) => {
        app.log.error({ err }, 'shutdown step failed');
        code = 1;
      });
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Provisoire is ready on ${config.publicUrl}`);
  if (config.devToolsForced)
    app.log.warn(
      `DEV_TOOLS=true on ${config.publicUrl}: anyone who reaches it can read mail at /dev/outbox and approve payments at /dev/phone`,
    );
  if (config.testClock) app.log.warn('TEST_CLOCK=true: POST /dev/clock moves this server clock forward');
  else if (config.devTools)
    app.log.info('developer tools on (this computer only): /dev/outbox, /dev/phone, /dev/signs, /sim');
  if (!config.devTools && config.mail.kind === 'outbox')
    app.log.warn('no SMTP_URL: e-mail is kept in the outbox table, not sent');
  if (!config.devTools && config.payments.mode === 'simulated')
    app.log.warn('no MTN_* or AIRTEL_* settings: payments are off');
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
