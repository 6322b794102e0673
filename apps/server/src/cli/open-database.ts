import type { loadConfig } from '../config.ts';
import { runningPostmaster, startEmbeddedPostgres, urlFor } from '../db/embedded-postgres.ts';

/**
 * The app's database for a command beside it: the external one, the running embedded server (starting
 * another would stop it as an orphan), or an embedded one started for the command and stopped after.
 */
export async function openDatabase(config: ReturnType<typeof loadConfig>) {
  if (config.database.kind === 'external') return { url: config.database.url, running: true, stop: async () => {} };
  const { dataDir, port } = config.database;
  if (runningPostmaster(dataDir) !== null)
    return { url: urlFor(dataDir, port, 'provisoire'), running: true, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({ dataDir, port, database: 'provisoire', log: () => {} });
  return { url: embedded.url, running: false, stop: () => embedded.stop() };
}
