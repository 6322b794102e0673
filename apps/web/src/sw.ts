/// <reference lib="webworker" />
// The service worker (Workbox, built by vite-plugin-pwa): the app's code precached per version, the
// loading shell for every page offline, the learner's study material readable without a connection.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { courseLock } from './features/offline/course-lock.ts';
import { SIGN_OUT_SYNC, sendKeptSignOut } from './features/offline/kept-sign-out.ts';
import { OFFLINE_CACHES, STUDY_API } from './lib/offline-caches.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const SHELL = '/index.html';

// A new version waits until the learner chooses to reload (the page offers it): never half-applied.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first version takes charge of the open page at once, so what it opens is kept from the start.
// (A later one waits, above; taking charge then is the reload the learner chose.)
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// A sign-out made offline reaches the server as soon as it can: by the browser's background sync, even
// with the app closed (a failure makes the browser try again later), and before any page opens.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag !== SIGN_OUT_SYNC) return;
  sync.waitUntil(
    sendKeptSignOut().then((sent) => {
      if (!sent) throw new Error('offline: the sign-out waits');
    }),
  );
});

// Pages: always the network's answer when it comes, after a kept sign-out; offline, the loading shell,
// which routes by itself.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [
        {
          requestWillFetch: async ({ request }) => {
            await sendKeptSignOut();
            return request;
          },
          handlerDidError: async () => (await matchPrecache(SHELL)) ?? Response.error(),
        },
      ],
    }),
  ),
);

// Study answers: the network's whenever it answers (never a stale one online), the last one offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && STUDY_API.test(url.pathname),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.study, plugins: [courseLock(OFFLINE_CACHES.study)] }),
);

// Pictures are named by their bytes: once on the phone, never fetched again.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.media,
    plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) }],
  }),
);
