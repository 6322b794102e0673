import type { WorkboxPlugin } from 'workbox-core';
import { COURSE_API, OFFLINE_CACHES } from '../../lib/offline-caches.ts';

const isCourse = (request: Request) => COURSE_API.test(new URL(request.url).pathname);

/** When the subscription the phone last heard of ends; null without one. */
async function accessEnd(cache: Cache) {
  const answer = await cache.match('/api/subscription');
  if (!answer) return null;
  const { subscription } = (await answer.json()) as { subscription: { end: string } | null };
  return subscription ? Date.parse(subscription.end) : null;
}

/** The answer the server gives a learner without a subscription, as the pages already handle it. */
const locked = () =>
  Response.json({ code: 'subscription_required', message: 'Ifatabuguzi ryawe ryarangiye.' }, { status: 402 });

/** Removes the course from the phone: the lessons, pages and signs kept, and their pictures. */
export async function removeCourse() {
  const cache = await caches.open(OFFLINE_CACHES.study);
  const keys = await cache.keys();
  await Promise.all(keys.filter(isCourse).map((key) => cache.delete(key)));
  await caches.delete(OFFLINE_CACHES.media);
}

/**
 * The study cache's rules (a Workbox plugin): only successes are kept; offline, the course opens only
 * while the subscription the phone last saw is running; online, an answer saying it ended removes it.
 */
export function courseLock(cacheName: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
    // The course kept needs the subscription's end beside it, to know when to lock it.
    cacheDidUpdate: async ({ request }) => {
      if (!isCourse(request)) return;
      const cache = await caches.open(cacheName);
      if (!(await cache.match('/api/subscription'))) await cache.add('/api/subscription').catch(() => {});
    },
    fetchDidSucceed: async ({ request, response }) => {
      if (response.status === 402 && isCourse(request)) await removeCourse();
      return response;
    },
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
      if (!cachedResponse || !isCourse(request)) return cachedResponse;
      const end = await accessEnd(await caches.open(cacheName));
      return end !== null && end > Date.now() ? cachedResponse : locked();
    },
  };
}
