import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const answer = (user: object | null) => new Response(JSON.stringify({ user }), { status: 200 });

describe('the session store', () => {
  it('asks the server once for many callers', async () => {
    const fetch = vi.fn(async () => answer({ id: 'u1' }));
    vi.stubGlobal('fetch', fetch);
    const { loadSession } = await import('./session.ts');
    const [a, b] = await Promise.all([loadSession(), loadSession()]);
    expect([a, b]).toEqual([{ id: 'u1' }, { id: 'u1' }]);
    await loadSession();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never publishes an answer asked for before a refresh', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((r) => (release = r))) // slow, from before the change
      .mockImplementationOnce(async () => answer({ id: 'u1', emailVerified: true }));
    vi.stubGlobal('fetch', fetch);
    const { loadSession, refreshSession } = await import('./session.ts');
    const stale = loadSession();
    const fresh = refreshSession();
    release(answer({ id: 'u1', emailVerified: false }));
    expect(await fresh).toEqual({ id: 'u1', emailVerified: true });
    expect(await stale).toEqual({ id: 'u1', emailVerified: true });
    expect(await loadSession()).toEqual({ id: 'u1', emailVerified: true });
  });
});
