import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase, migrateDatabase } from './db/connect.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { startNotes } from './start-notes.ts';

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
  const { app } = await buildApp({ config, db, pool, databaseUrl: url });
  // Without its database the app can serve nothing: it exits, and systemd starts both again.
  embedded?.onDeath(() => {
    app.log.fatal('the embedded PostgreSQL stopped under the app: exiting, to be started again with it');
    process.exit(1);
  });

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
  for (const note of startNotes(config)) app.log[note.level](note.text);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
