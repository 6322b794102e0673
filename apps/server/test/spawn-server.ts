import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** The server as `npm run build` compiles it and `npm start` runs it. */
const COMPILED = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/**
 * The real entry point as its own process, once /api/health answers: its TypeScript source, or
 * `compiled` (built first). `detached` gives it its own process group (pgid = child.pid), so a test
 * can kill it with its PostgreSQL.
 */
export async function spawnServer(
  port: number,
  env: Record<string, string>,
  stdio: 'ignore' | 'inherit' | 'pipe' = 'ignore',
  { detached = false, compiled = false } = {},
) {
  const args = compiled ? ['--enable-source-maps', COMPILED] : ['--import', 'tsx', MAIN];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdio, stdio === 'inherit' ? 'inherit' : 'pipe'],
    detached,
  });
  // Kept so that a failed start says why.
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 60 s');
}

export const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

export { MAIN };

/** A fresh folder for an embedded database; as root, PostgreSQL runs as its own user and must reach it. */
export function makeDataDir(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), `provisoire-${tag}-`));
  chmodSync(dir, 0o755);
  return dir;
}
