import { useSyncExternalStore } from 'react';

export interface Toast {
  id: string;
  tone: 'success' | 'error';
  text: string;
}

// The spec's timings: a success for 2 s, an error for 4 s; a few at most on a small screen.
const SHOWN_MS = { success: 2000, error: 4000 } as const;
const AT_MOST = 3;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a message for a few seconds; the same `id` replaces a message still on screen instead of adding one. */
function show(tone: Toast['tone'], text: string, { id = `toast-${++counter}` }: { id?: string } = {}) {
  clearTimeout(timers.get(id));
  publish([...toasts.filter((toast) => toast.id !== id), { id, tone, text }].slice(-AT_MOST));
  timers.set(
    id,
    setTimeout(() => dismiss(id), SHOWN_MS[tone]),
  );
}

export const toast = {
  success: (text: string, options?: { id?: string }) => show('success', text, options),
  error: (text: string, options?: { id?: string }) => show('error', text, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: Toast[] = [];

/** The messages on screen now (none on the server). */
export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
