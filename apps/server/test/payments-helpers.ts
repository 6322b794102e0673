import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { auditLog, payments } from '../src/db/schema.ts';
import type { Client } from './http-client.ts';

/** MTN and Airtel numbers the simulators treat specially (see providers/payments/simulator/test-numbers.ts). */
export const NUMBERS = {
  mtn: {
    succeeds: '0780000004',
    fails: '0780000001',
    rejected: '0780000002',
    pending: '0780000005',
    asks: '0788123456',
  },
  airtel: {
    succeeds: '0730000004',
    fails: '0730000001',
    rejected: '0730000002',
    pending: '0730000005',
    asks: '0731234567',
  },
};

export async function pay(api: Client, body: { plan?: string; method?: string; phone: string; seats?: number }) {
  const res = await api.post('/api/payments', { plan: 'daily', method: 'mtn', requestId: randomUUID(), ...body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; status: string; amount: number; seats: number | null };
}

/** Waits until the payment is no longer pending (callbacks and the reconciler work in the background). */
export async function settled(api: Client, id: string, timeoutMs = 10_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 100))) {
    const res = await api.get(`/api/payments/${id}`);
    if (res.json.status !== 'pending') return res.json as { status: string };
  }
  throw new Error(`payment ${id} still pending after ${timeoutMs} ms`);
}

export async function providerRefOf(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row.providerRef;
}

export async function auditCount(db: Database, action: string, subject: string) {
  return (
    await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)))
  ).length;
}

/** Presses a button on the /dev/phone page, as the learner would on the USSD prompt. */
export async function answerPhone(
  base: string,
  method: 'mtn' | 'airtel',
  reference: string,
  verb: 'approve' | 'decline',
) {
  const res = await fetch(`${base}/dev/phone/${method}/${reference}/${verb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}
