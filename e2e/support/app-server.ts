import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/cli/free-port.ts';
import { exited, makeDataDir, spawnServer } from '../../apps/server/test/spawn-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The real server as `npm start` runs it: the built web app, an embedded PostgreSQL in a fresh
 * folder, production mode. Used by the browser tests and the page-weight benchmark.
 */
export async function startAppServer(env: Record<string, string> = {}, chosenPort?: number) {
  if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) throw new Error('Build the app first: npm run build');
  const dataDir = makeDataDir('app');
  const port = chosenPort ?? (await freePort());
  const server = await spawnServer(
    port,
    { NODE_ENV: 'production', EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir, ...env },
    'inherit',
    { compiled: true },
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    /** Its DATA_DIR: the embedded PostgreSQL's data and passwords are under it. */
    dataDir,
    async stop() {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
