import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSignUp } from './factories.ts';
import { freePort } from './free-port.ts';
import { client } from './http-client.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'provisoire-pay-crash-'));
chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user and must reach the folder
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number, pgPort: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR_DROP_CALLBACKS: 'true', // only the reconciler can settle
      PAYMENTS_RECONCILE_MS: '500',
    },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not come up');
}

describe('a payment across a crash', () => {
  it('is settled by the reconciler of the restarted server after kill -9 right after request-to-pay', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const first = await start(port, pgPort);
    const api = client(`http://127.0.0.1:${port}`);
    expect((await api.post('/api/auth/sign-up', buildSignUp())).status).toBe(201);
    const res = await api.post('/api/payments', {
      plan: 'monthly',
      method: 'mtn',
      phone: '0780000004',
      requestId: randomUUID(),
    });
    expect([res.status, res.json.status]).toEqual([201, 'pending']);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await start(port, pgPort);
    let status = 'pending';
    for (let i = 0; i < 100 && status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      status = (await api.get(`/api/payments/${res.json.id}`)).json.status;
    }
    expect(status).toBe('paid');
    expect((await api.get('/api/subscription')).json.subscription).toMatchObject({ plan: 'monthly', daysLeft: 30 });
  }, 120_000);
});
