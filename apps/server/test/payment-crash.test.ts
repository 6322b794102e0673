import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/cli/free-port.ts';
import { buildSignUp } from './factories.ts';
import { client } from './http-client.ts';
import { exited, makeDataDir, spawnServer } from './spawn-server.ts';

const dataDir = makeDataDir('pay-crash');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number, pgPort: number) {
  const child = await spawnServer(port, {
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    CONTENT_DIST: inject('contentDist'),
    SIMULATOR_DROP_CALLBACKS: 'true', // only the reconciler can settle
    PAYMENTS_RECONCILE_MS: '500',
  });
  children.push(child);
  return child;
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
    await exited(first);

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
