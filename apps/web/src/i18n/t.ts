import { type MessageKey, rw } from './rw.ts';

type Vars = Record<string, string | number>;

const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (m, k) => String(vars[k] ?? m)) : text);

/** The Kinyarwanda text of a catalog key, with `{name}` placeholders filled. */
export const t = (key: MessageKey, vars?: Vars) => fill(rw[key], vars);

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(rw, key);

/** For keys that come from the API or the shared schemas; an unknown one falls back to a general message. */
export const tKey = (key: string, fallback: MessageKey, vars?: Vars) => t(isMessageKey(key) ? key : fallback, vars);
