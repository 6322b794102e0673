/** A tiny browser-like client: keeps its cookies (the session's, the device's) between calls, sends JSON. */
export function client(base: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = cookieHeader();
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name); // cleared
    }
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the endpoint answers
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    call,
    /** Every cookie held, as a `Cookie` header; setting it replaces them all. */
    get cookie() {
      return cookieHeader();
    },
    set cookie(value: string) {
      jar.clear();
      for (const pair of value.split(';')) {
        const at = pair.indexOf('=');
        if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

export type Client = ReturnType<typeof client>;
