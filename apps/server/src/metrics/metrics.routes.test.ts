import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from '../../test/factories.ts';
import { client } from '../../test/http-client.ts';
import { NUMBERS, pay, settled } from '../../test/payments-helpers.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const TOKEN = 'scraper-token-0123456789abcdef';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server.close());

const scrape = async () => {
  const res = await fetch(`${server.base}/metrics`);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), text: await res.text() };
};

/** The value of one series in the text format, or undefined when it is not there. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics (issue 31)', () => {
  it('serves the Prometheus text format to this computer, counting a request just made by its route', async () => {
    const before = seriesValue(
      (await scrape()).text,
      'http_request_duration_seconds_count{method="GET",route="/api/health/live",status="2xx"}',
    );
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    const { type, text } = await scrape();
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/health/live",status="2xx"}'),
    ).toBe((before ?? 0) + 1);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'db_pool_connections_total',
      'db_pool_connections_idle',
      'db_pool_clients_waiting',
      'password_checks_waiting',
    ])
      expect(seriesValue(text, name), name).toBeGreaterThanOrEqual(0);
  });

  it('counts payments by provider and state, answers once, and labels routes by pattern, never by URL', async () => {
    const { api } = await learnerIn(server);
    const payment = await pay(api, { phone: NUMBERS.mtn.succeeds });
    expect((await settled(api, payment.id)).status).toBe('paid');
    const requestId = randomUUID();
    const { question } = (await api.get('/api/practice/next')).json;
    for (let i = 0; i < 2; i++)
      expect((await api.post('/api/practice/answers', { questionId: question.id, choice: 0, requestId })).status).toBe(
        200,
      );

    const exam = (await api.post('/api/exams')).json;
    expect((await api.call('PUT', `/api/exams/${exam.id}/answers/0`, { choice: 1 })).status).toBe(200);

    const { text } = await scrape();
    expect(seriesValue(text, 'exam_answers_total')).toBe(1);
    expect(seriesValue(text, 'payments_started_total{provider="mtn"}')).toBe(1);
    expect(seriesValue(text, 'payments_settled_total{provider="mtn",state="paid"}')).toBe(1);
    expect(seriesValue(text, 'practice_answers_total{source="practice"}')).toBe(1); // the retry counted once
    expect(text).toContain('route="/api/payments/:id"');
    expect(text).not.toContain(payment.id);
    expect(text).not.toContain(exam.id);
  });

  it('stays small after a fuzz: odd methods, paths and statuses add no series of their own (S7)', async () => {
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL', 'BREW'];
    await Promise.all(
      Array.from({ length: 240 }, (_, i) =>
        fetch(`${server.base}/fuzz/${i}?q=${'x'.repeat(i)}`, { method: methods[i % methods.length] }).catch(() => {}),
      ),
    );
    const text = await (await fetch(`${server.base}/metrics`)).text();
    const fuzzed = text
      .split('\n')
      .filter((l) => l.startsWith('http_request_duration_seconds_bucket{') && l.includes('route="unmatched"'));
    // at most 8 methods' worth (7 of HTTP's and "other") × 2 status classes × 9 buckets
    expect(fuzzed.length).toBeLessThanOrEqual(8 * 2 * 9);
    expect(fuzzed.some((l) => l.includes('method="other"'))).toBe(true);
    expect(fuzzed.every((l) => /status="\dxx"/.test(l))).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(150_000);
  });

  it('is a plain 404 to another computer without the token, and answers it with the token', async () => {
    const away = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.9' };
    expect((await server.inject(away)).statusCode).toBe(404);
    const wrong = await server.inject({ ...away, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(404);
    const right = await server.inject({ ...away, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('does not take a request forwarded by a proxy on this computer for a local one', async () => {
    const res = await client(server.base).call('GET', '/metrics', undefined, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(404);
  });
});
