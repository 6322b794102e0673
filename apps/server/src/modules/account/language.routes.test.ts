import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerIn } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('choosing the language', () => {
  it('keeps a visitor’s choice in a cookie the page can read, for a year', async () => {
    const res = await client(server.base).call('PUT', '/api/language', { language: 'fr' });
    expect(res.status).toBe(204);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lang=fr;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('keeps a signed-in person’s choice on the account too', async () => {
    const { api } = await learnerIn(server);
    expect((await api.get('/api/auth/me')).json.user.language).toBeNull();
    expect((await api.call('PUT', '/api/language', { language: 'en' })).status).toBe(204);
    expect((await api.get('/api/auth/me')).json.user.language).toBe('en');
    // the last of several quick changes is the one kept
    await Promise.all(['fr', 'rw'].map((language) => api.call('PUT', '/api/language', { language })));
    await api.call('PUT', '/api/language', { language: 'fr' });
    expect((await api.get('/api/auth/me')).json.user.language).toBe('fr');
  });

  it('refuses a language it does not have, and changes nothing', async () => {
    const { api } = await learnerIn(server);
    for (const body of [{ language: 'de' }, { language: '' }, {}, { language: 'en', extra: 1 }, { language: 3 }]) {
      const res = await api.call('PUT', '/api/language', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await api.call('PUT', '/api/language', { language: 'de' })).json.fields).toEqual({
      language: 'validation.language_invalid',
    });
    expect((await api.get('/api/auth/me')).json.user.language).toBeNull();
  });
});
