import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium.ts';
import { freePort } from './free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The real server, as `npm start` runs it (built web app, embedded PostgreSQL in a fresh folder). */
export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
  const chromiumPath = findChromium();
  const dataDir = mkdtempSync(join(tmpdir(), 'provisoire-e2e-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPPORT_WHATSAPP: '250788000111',
      INTRO_VIDEO_URL: `http://127.0.0.1:${port}/video-test`,
      VIDEO_CHANNEL_URL: 'https://www.youtube.com/@provisoire',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);

  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in 60 s');
}
