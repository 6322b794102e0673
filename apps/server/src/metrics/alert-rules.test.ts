import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// The rule file an operator loads (deploy/prometheus-rules.yml), read as Prometheus reads its shape: every
// alert named once, with an expression, and every metric an expression names is one this app exports.
const RULES = readFileSync(new URL('../../../../deploy/prometheus-rules.yml', import.meta.url), 'utf8');
/** Prometheus' own series and functions, which no app exports. */
const PROMQL = new Set(['up', 'or', 'and', 'unless', 'sum', 'rate', 'increase', 'by', 'on', 'job']);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the alert rules (issue 43)', () => {
  it('name each alert once, each with an expression over metrics the app exports', async () => {
    const alerts = [...RULES.matchAll(/^\s+- alert: (\S+)$/gm)].map((m) => m[1]);
    const exprs = [...RULES.matchAll(/^\s+expr: (.+)$/gm)].map((m) => m[1]!);
    expect(alerts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(alerts).size).toBe(alerts.length);
    expect(exprs).toHaveLength(alerts.length);
    const exported = new Set(
      [...(await (await fetch(`${server.base}/metrics`)).text()).matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(
        ([, name, type]) => (type === 'histogram' ? [`${name}_count`, `${name}_bucket`, `${name}_sum`] : [name!]),
      ),
    );
    for (const expr of exprs) {
      const bare = expr.replace(/\{[^}]*\}/g, '').replace(/\[[^\]]*\]/g, '');
      const names = (bare.match(/[a-z_][a-z0-9_]*/g) ?? []).filter((n) => !PROMQL.has(n));
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${expr}: ${name}`).toBe(true);
    }
  });

  it('start each labelled counter an alert draws at zero, and say which build runs', async () => {
    const text = await (await fetch(`${server.base}/metrics`)).text();
    for (const series of [
      'deliveries_total{channel="email",outcome="failed"} 0',
      'deliveries_total{channel="sms",outcome="failed"} 0',
      'payment_mismatches_total{provider="mtn"} 0',
      'payments_settled_total{provider="airtel",state="paid"} 0',
      'background_job_failures_total{job="deliveries"} 0',
      'background_job_failures_total{job="reconcile-mtn"} 0',
      'deliveries_oldest_waiting_seconds 0',
      'payments_pending 0',
      'event_listener_up 1',
    ])
      expect(text.split('\n'), series).toContain(series);
    expect(text).toMatch(/^app_info\{version="[\w]+",node="v\d+\.\d+\.\d+"\} 1$/m);
  });

  it('say how long the oldest mail or SMS has waited', async () => {
    await server.pool.query(
      `INSERT INTO deliveries (kind, channel, recipient, subject, text, next_try_at, valid_until, created_at)
       VALUES ('verify_email', 'email', 'late@example.rw', 'Hi', 'body', now(), now() + interval '1 day', now() - interval '1 hour')`,
    );
    const text = await (await fetch(`${server.base}/metrics`)).text();
    expect(Number(/^deliveries_waiting (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^deliveries_oldest_waiting_seconds ([\d.]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(3600);
  });
});
