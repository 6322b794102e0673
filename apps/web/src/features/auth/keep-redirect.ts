/**
 * The same address with the page the learner was going to (`?redirect=`) carried along, so signing
 * in or up from there still lands on that page.
 */
export function keepRedirect(path: string, params: URLSearchParams) {
  const redirect = params.get('redirect');
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
