import type { OfflinePack } from '@provisoire/domain';
import { inPageLanguage } from '../../i18n/language.ts';
import { api } from '../../lib/api-client.ts';
import { OFFLINE_CACHES } from '../../lib/offline-caches.ts';

/** Downloads at once: enough to fill a slow line, few enough not to crowd out the page. */
const AT_ONCE = 4;

export const offlinePack = () => api('GET /api/offline-pack', inPageLanguage());

const cacheFor = (url: string) => (url.startsWith('/media/') ? OFFLINE_CACHES.media : OFFLINE_CACHES.study);

/** Whether every part of the course is on the phone already. */
export async function courseOnPhone(pack: OfflinePack) {
  if (!('caches' in window)) return false;
  const found = await Promise.all(pack.urls.map((url) => caches.match(url, { cacheName: cacheFor(url) })));
  return found.every(Boolean);
}

/**
 * Puts the whole course in the phone's caches, the same ones the service worker reads offline, with
 * the subscription that unlocks it; `onProgress` after each file. A failed file stops it (what came
 * stays, and a second try fetches only the rest).
 */
export async function downloadCourse(pack: OfflinePack, onProgress: (done: number) => void) {
  const study = await caches.open(OFFLINE_CACHES.study);
  await study.add('/api/subscription');
  const queue = [...pack.urls];
  let done = 0;
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const cache = await caches.open(cacheFor(url));
      if (!(await cache.match(url))) await cache.add(url);
      done += 1;
      onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
