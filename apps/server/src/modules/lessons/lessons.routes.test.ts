import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

/** A GET with the path sent as written (fetch would resolve the dots first). */
function rawGet(base: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}/`, { path }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lessons', () => {
  it('refuses everything to a visitor who is not signed in', async () => {
    const api = client(server.base);
    for (const path of ['/api/lessons', '/api/lessons/4', '/api/signs', '/api/pages/inyito']) {
      expect((await api.get(path)).json.code, path).toBe('unauthenticated');
    }
  });

  it('lists the 13 titles to a learner without a subscription, and refuses the content with a code', async () => {
    const { api } = await learnerIn(server);
    const list = await api.get('/api/lessons');
    expect(list.status).toBe(200);
    expect(list.json.hasAccess).toBe(false);
    expect(list.json.lessons).toHaveLength(13);
    expect(list.json.lessons[3]).toMatchObject({ id: 4, title: "Imiyoborere, umuvuduko n'intera" });
    expect(list.json.lessons[3].html).toBeUndefined();

    const lesson = await api.get('/api/lessons/4');
    expect(lesson.status).toBe(402);
    expect(lesson.json.code).toBe('subscription_required');
    expect(lesson.text).not.toContain('Gutambuka mbere');
    expect((await api.get('/api/signs')).json.code).toBe('subscription_required');
    expect((await api.get('/api/pages/imibare')).json.code).toBe('subscription_required');
  });

  it('lists the whole course and its weight for an offline download, only with a subscription', async () => {
    const { api } = await learnerIn(server);
    expect((await api.get('/api/offline-pack')).json.code).toBe('subscription_required');
    expect((await api.post('/api/subscription/trial')).status).toBe(201);
    const pack = await api.get('/api/offline-pack');
    expect(pack.status).toBe(200);
    const urls: string[] = pack.json.urls;
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/lessons/1?lang=rw',
        '/api/lessons/13?lang=rw',
        '/api/pages/inyito?lang=rw',
        '/api/signs?lang=rw',
        '/api/practice/pack?lang=rw',
      ]),
    );
    const pictures = urls.filter((url) => url.startsWith('/media/'));
    expect(pictures.length).toBeGreaterThanOrEqual(147);
    // Every address answers this learner, and the weight is what they move compressed: more than nothing, less than 1.5 MB.
    for (const url of [...urls.filter((u) => u.startsWith('/api/')), pictures[0]!])
      expect((await api.get(url)).status, url).toBe(200);
    expect(pack.json.bytes).toBeGreaterThan(50_000);
    expect(pack.json.bytes).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('gives the lesson and the sign library during the trial, and stops the day it ends', async () => {
    const { api } = await learnerIn(server);
    expect((await api.post('/api/subscription/trial')).status).toBe(201);
    expect((await api.get('/api/lessons')).json.hasAccess).toBe(true);

    const lesson = await api.get('/api/lessons/12');
    expect(lesson.status).toBe(200);
    expect(lesson.json).toMatchObject({ id: 12, title: 'Ibyapa bigenga imigendere' });
    expect(lesson.json.html).toContain('<h2>');
    expect(lesson.headers.get('cache-control')).toBe('private, no-cache');
    expect(lesson.headers.get('content-encoding')).toMatch(/^(br|gzip)$/); // a third of the bytes on mobile data

    const signs = await api.get('/api/signs');
    expect(signs.json.signs.length).toBeGreaterThanOrEqual(100);
    expect(signs.json.signs.find((s: { code: string }) => s.code === 'B.1')).toMatchObject({
      name: 'Tanga inzira',
      category: 'B',
    });

    server.advance(DAY + 1000);
    expect((await api.get('/api/lessons/12')).json.code).toBe('subscription_required');
    expect((await api.get('/api/lessons')).json.hasAccess).toBe(false);
    server.advance(-(DAY + 1000));
  });

  it('answers 304 to a learner who already has this version, and checks access each time', async () => {
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    const first = await api.get('/api/lessons/4');
    const etag = first.headers.get('etag')!;
    const again = await api.call('GET', '/api/lessons/4', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const other = await learnerIn(server);
    const refused = await other.api.call('GET', '/api/lessons/4', undefined, { 'if-none-match': etag });
    expect(refused.status).toBe(402);
  });

  it('gives the same lesson in the encoding each browser takes, each with its own tag', async () => {
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    const answers = await Promise.all(
      ['br, gzip', 'gzip', 'identity'].map((encoding) =>
        api.call('GET', '/api/lessons/4', undefined, { 'accept-encoding': encoding }),
      ),
    );
    expect(answers.map((res) => res.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(3);
    for (const res of answers) {
      expect(res.json).toEqual(answers[2]!.json);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    // A gzip tag is no good for brotli: the browser that changed gets the bytes again.
    const changed = await api.call('GET', '/api/lessons/4', undefined, {
      'accept-encoding': 'br',
      'if-none-match': answers[1]!.headers.get('etag')!,
    });
    expect(changed.status).toBe(200);
  });

  it('answers lesson_not_found for ids that are not lessons, whatever the subscription', async () => {
    const { api } = await learnerIn(server);
    for (const id of ['0', '14', '4.0', '04', 'abc', '-1', '1e1']) {
      const res = await api.get(`/api/lessons/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json.code, id).toBe('lesson_not_found');
    }
    // A NUL is refused at the edge, before any route reads it.
    expect((await api.get('/api/lessons/%00')).json.code).toBe('malformed_request');
  });

  it('gives the glossary and the key numbers to a subscriber, by ETag, and no other page', async () => {
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    const glossary = await api.get('/api/pages/inyito');
    expect(glossary.status).toBe(200);
    expect(glossary.json).toMatchObject({ slug: 'inyito', title: 'Inyito' });
    expect(glossary.json.html).toContain('<h2 id="kunyuranaho">');
    const numbers = await api.get('/api/pages/imibare');
    expect(numbers.json.title).toBe("Imibare y'ingenzi");
    expect(numbers.json.html).toContain('<table>');
    const again = await api.call('GET', '/api/pages/inyito', undefined, {
      'if-none-match': glossary.headers.get('etag')!,
    });
    expect(again.status).toBe(304);

    for (const slug of ['ibyapa', 'INYITO', 'inyito.md', 'constructor', '__proto__', '%20inyito']) {
      const res = await api.get(`/api/pages/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.json.code, slug).toBe('page_not_found');
    }
  });

  it('serves the pictures the lessons name, cached for a year, and nothing else under /media', async () => {
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    const { image } = (await api.get('/api/lessons/4')).json;
    const res = await fetch(server.base + image, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    // A sign opened on its own runs nothing and loads nothing.
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(await res.text()).toMatch(/^<svg /);

    const missing = await fetch(`${server.base}/media/Z.1-0000000000.svg`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not_found');
    for (const path of ['/media/../content.json', '/media/%2e%2e/content.json']) {
      const outside = await rawGet(server.base, path);
      expect([400, 404], path).toContain(outside.status);
      expect(outside.body, path).not.toContain('"lessons"');
    }
  });

  it("gives the course in the language its address asks, else the learner's, and refuses another", async () => {
    const { api } = await learnerIn(server);
    await api.post('/api/subscription/trial');
    const titles = async (path: string) => (await api.get(path)).json;
    expect((await titles('/api/lessons/4?lang=en')).title).toBe('Manoeuvres, speed and distance');
    expect((await titles('/api/lessons/1?lang=fr')).html).toContain('<summary>Voir la réponse</summary>');
    expect((await titles('/api/lessons/4?lang=fr')).html).toContain(
      '<p class="review-title">En cours de vérification</p>',
    );
    expect((await titles('/api/lessons?lang=en')).lessons[3].title).toBe('Manoeuvres, speed and distance');
    const b1 = (await titles('/api/signs?lang=fr')).signs.find((s: { code: string }) => s.code === 'B.1');
    expect(b1).toMatchObject({ code: 'B.1', category: 'B' });
    expect(b1.name).not.toBe('Tanga inzira');
    expect((await titles('/api/pages/inyito?lang=en')).html).toContain('<h2 id="kunyuranaho">');

    // without `lang`, the learner's choice
    expect((await api.call('PUT', '/api/language', { language: 'fr' })).status).toBe(204);
    expect((await titles('/api/lessons/4')).title).toBe((await titles('/api/lessons/4?lang=fr')).title);
    const pack = await titles('/api/offline-pack?lang=en');
    expect(pack.urls).toContain('/api/lessons/4?lang=en');
    const practice = await titles('/api/practice/pack?lang=en');
    expect(practice.questions).toHaveLength((await titles('/api/practice/pack?lang=rw')).questions.length);
    expect(practice.questions[0].stem).not.toBe((await titles('/api/practice/pack?lang=rw')).questions[0].stem);

    for (const lang of ['de', 'EN', '', 'rw,en']) {
      const res = await api.get(`/api/lessons/4?lang=${encodeURIComponent(lang)}`);
      expect(res.status, lang).toBe(400);
      expect(res.json.code, lang).toBe('validation_failed');
    }
  });
});
