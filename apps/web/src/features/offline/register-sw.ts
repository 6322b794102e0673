import type { SessionUser } from '@provisoire/domain';
import { language } from '../../i18n/language.ts';
import { OFFLINE_CACHES, PRACTICE_OUTBOX, STUDY_API } from '../../lib/offline-caches.ts';
import { learnSessionId } from '../../lib/session.ts';
import { clearPrivateData } from './private-data.ts';

// The service worker's life as the pages see it: a new version waiting, the browser's install offer.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let waiting: ServiceWorker | null = null;
let installOffer: InstallPromptEvent | null = null;
let started = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const subscribeWorker = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const waitingWorker = () => waiting;
export const installPrompt = () => installOffer;

/** Applies the waiting version: it takes over, and the page reloads into it, all at once. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/** Shows the browser's own install dialog, once. */
export async function promptInstall() {
  const offer = installOffer;
  installOffer = null;
  notify();
  if (!offer) return false;
  await offer.prompt();
  return (await offer.userChoice).outcome === 'accepted';
}

function watch(registration: ServiceWorkerRegistration) {
  const found = (worker: ServiceWorker | null) => {
    // A first install has nothing to replace: only a version after the one in charge waits.
    if (worker && navigator.serviceWorker.controller) {
      waiting = worker;
      notify();
    }
  };
  if (registration.waiting) found(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') found(worker);
    });
  });
}

/** An API answer the page already holds: the path it answers and its JSON. */
export interface HeldAnswer {
  path: string;
  data: unknown;
}

// The answers a page was rendered with on the server (app/page-data.ts): the page never asked for them.
let rendered: HeldAnswer[] = [];
export const keepRenderedAnswers = (answers: HeldAnswer[]) => {
  rendered = answers;
};

/**
 * Who is signed in, and the study answers the page came with, kept from memory (no download) as if
 * the page had fetched them: offline, every page asks who it is first, and a lesson opened from its
 * address is readable again.
 */
async function keepSession(user: SessionUser) {
  if (!('caches' in window)) return;
  const cache = await caches.open(OFFLINE_CACHES.study);
  // a study answer's address may name its language (`?lang=`): the path is what decides
  const study = rendered.filter(({ path }) => STUDY_API.test(path.split('?')[0]!));
  const answers = [{ path: '/api/auth/me', data: { user } }, ...study];
  rendered = [];
  await Promise.all(answers.map(({ path, data }) => cache.put(path, Response.json(data))));
}

/** Sends the practice answers given offline, if any wait (their code loads only then). */
export async function sendKeptAnswersIfAny() {
  try {
    if (localStorage.getItem(PRACTICE_OUTBOX) === null) return;
    await (await import('../practice/offline-practice.ts')).sendKeptAnswers();
  } catch {
    // Not sent now: they wait for the next connection.
  }
}

/**
 * Registers the service worker for a signed-in visitor (the landing's first visit downloads nothing
 * more), notes the browser's install offer, and forgets the previous learner's data when another signs in.
 */
export function startOffline(user: SessionUser) {
  // Another learner's data goes before anything of this one's is kept or sent.
  const ready = clearPrivateData({ unless: user.id })
    .then(() => keepSession(user))
    .catch(() => {
      // No storage on this browser: nothing kept, nothing to clear.
    });
  // a sign-out made offline later names this device's session: the page learns it now, online
  void learnSessionId().catch(() => {});
  if (started) return;
  started = true;
  void ready.then(sendKeptAnswersIfAny);
  window.addEventListener('online', () => void sendKeptAnswersIfAny());
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer = event as InstallPromptEvent;
    notify();
  });
  // The worker of this page's language (its build keeps this language's code): a change of language
  // registers the other's, which replaces it.
  navigator.serviceWorker
    .register(`/sw.js?lang=${language()}`)
    .then(watch)
    .catch(() => {
      // Without a service worker the app works as before, online.
    });
}
