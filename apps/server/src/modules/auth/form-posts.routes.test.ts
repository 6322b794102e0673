import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignUp, signedUpLearner } from '../../../test/factories.ts';
import { client } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A form as a browser posts it before the page's script runs: urlencoded, from the page's origin, not followed. */
async function postForm(path: string, fields: Record<string, string>, origin = server.base) {
  const res = await fetch(server.base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
  const session = res.headers.getSetCookie().find((line) => line.startsWith('provisoire_session='));
  return { status: res.status, location: res.headers.get('location'), session: session?.split(';')[0] };
}

/** Who the session cookie is, as the API says. */
async function whoIs(session: string | undefined) {
  const api = client(server.base);
  if (session) api.cookie = session;
  return (await api.get('/api/auth/me')).json.user as { email: string } | null;
}

describe('the sign-in form posted by the browser itself', () => {
  it('signs in and goes on to the page asked for, or the dashboard; never to another site', async () => {
    const { input } = await signedUpLearner(server.base);
    const plain = await postForm('/login', { email: input.email, password: input.password });
    expect(plain).toMatchObject({ status: 303, location: '/dashboard' });
    expect((await whoIs(plain.session))?.email).toBe(input.email);

    const onward = await postForm('/login?redirect=%2Fdashboard%2Famasomo%2F3', {
      email: input.email,
      password: input.password,
    });
    expect(onward).toMatchObject({ status: 303, location: '/dashboard/amasomo/3' });
    const away = await postForm('/login?redirect=%2F%2Fevil.example', { email: input.email, password: input.password });
    expect(away.location).toBe('/dashboard');
  });

  it('sends a refused form back with the reason, the page it was going to kept, and signs nobody in', async () => {
    const { input } = await signedUpLearner(server.base);
    const wrong = await postForm('/login?redirect=%2Fdashboard%2Fisuzuma', {
      email: input.email,
      password: 'not-it-at-all',
    });
    expect(wrong.status).toBe(303);
    expect(wrong.session).toBeUndefined();
    const back = new URL(wrong.location!, server.base);
    expect(back.pathname).toBe('/login');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      redirect: '/dashboard/isuzuma',
      error: 'invalid_credentials',
    });

    const empty = await postForm('/login', { email: '', password: '' });
    const emptyBack = new URL(empty.location!, server.base);
    expect(emptyBack.searchParams.get('error')).toBe('validation_failed');
    expect(emptyBack.searchParams.get('email')).toMatch(/^validation\./);
  });

  it('counts its tries with the API: the throttle says how long to wait', async () => {
    const { input } = await signedUpLearner(server.base);
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => postForm('/login', { email: input.email, password: 'not-it-at-all' })),
    );
    const throttled = tries
      .map((t) => new URL(t.location!, server.base).searchParams)
      .filter((p) => p.get('error') === 'too_many_attempts');
    expect(throttled.length).toBeGreaterThan(0);
    expect(Number(throttled[0]!.get('wait'))).toBeGreaterThan(0);
    // Even the right password waits now, as on the API.
    const right = await postForm('/login', { email: input.email, password: input.password });
    expect(new URL(right.location!, server.base).searchParams.get('error')).toBe('too_many_attempts');
    expect(right.session).toBeUndefined();
  });

  it("is refused from another site's page", async () => {
    const { input } = await signedUpLearner(server.base);
    const forged = await postForm('/login', { email: input.email, password: input.password }, 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(forged.session).toBeUndefined();
  });
});

describe('the sign-up form posted by the browser itself', () => {
  it('makes the account and signs it in; an address taken is sent back, with nothing made', async () => {
    const input = buildSignUp();
    const made = await postForm('/user-sign-up', input);
    expect(made).toMatchObject({ status: 303, location: '/dashboard' });
    expect((await whoIs(made.session))?.email).toBe(input.email);

    const again = await postForm('/user-sign-up', { ...input, displayName: 'Undi muntu' });
    expect(new URL(again.location!, server.base).searchParams.get('error')).toBe('email_taken');
    expect(again.session).toBeUndefined();
  });

  it('reads only its own fields, and refuses a body no form of ours sends', async () => {
    const input = buildSignUp();
    const extra = await postForm('/user-sign-up', { ...input, 'show-password': 'on' });
    expect(extra).toMatchObject({ status: 303, location: '/dashboard' });
    const huge = await postForm('/user-sign-up', { ...buildSignUp(), displayName: 'a'.repeat(5000) });
    expect(huge.status).toBe(413);
    expect(huge.session).toBeUndefined();
  });
});
