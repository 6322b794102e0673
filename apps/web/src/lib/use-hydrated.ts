import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page the server rendered (and on the server), true from then on:
 * what only the browser knows (the address's query, a form that can be sent) waits for it, so the
 * first render matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
