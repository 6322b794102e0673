/**
 * The path to go to after signing in: only a path of this site, otherwise the dashboard.
 * Refuses other origins (`https://x`, `//x`, `/\x`) and anything that is not a plain absolute path.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  // Control characters and backslashes can turn a path into another host in some parsers.
  if ([...target].some((c) => c <= '\u001f' || c === '\u007f' || c === '\\')) return fallback;
  try {
    const url = new URL(target, 'http://provisoire.invalid');
    if (url.origin !== 'http://provisoire.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
