import { OFFLINE_CACHES } from '../../lib/offline-caches.ts';

const PREFIX = 'provisoire.';
const OWNER = `${PREFIX}offline-owner`;

/**
 * Removes what a learner left on this phone: the study cache (who they are, their progress, the
 * course they opened or downloaded) and the answers kept for sending. On a shared phone the next
 * learner finds nothing. With `unless`, only when the data is another learner's, then notes the new owner.
 */
export async function clearPrivateData({ unless }: { unless?: string } = {}) {
  try {
    const owner = localStorage.getItem(OWNER);
    if (unless && owner === unless) return;
    if (unless && owner === null) {
      // The first learner this phone knows of: nothing of another's was kept before.
      localStorage.setItem(OWNER, unless);
      return;
    }
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
    if (unless) localStorage.setItem(OWNER, unless);
  } catch {
    // Storage refused (private mode): nothing was kept there either.
  }
  if ('caches' in window) await caches.delete(OFFLINE_CACHES.study);
}
