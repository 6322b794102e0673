import { type MessageKey, rw } from './rw.ts';

type Vars = Record<string, string | number>;

const fill = (text: string, vars?: Vars) => (vars ? text.replace(/\{(\w+)\}/g, (m, k) => String(vars[k] ?? m)) : text);

/** The Kinyarwanda text of a catalog key, with `{name}` placeholders filled. */
export const t = (key: MessageKey, vars?: Vars) => fill(rw[key], vars);

/**
 * A feature's own texts, in the chunk that shows them: a page the landing never opens adds nothing
 * to the first download. Same `{name}` placeholders as `t`.
 */
export const catalog =
  <Texts extends Record<string, string>>(texts: Texts) =>
  (key: keyof Texts, vars?: Vars) =>
    fill(texts[key] as string, vars);

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(rw, key);

/**
 * For keys that come from the API or the shared schemas: the main catalog's, or those in `texts` (a
 * feature's own API texts, `lib/api-client.ts`). An unknown one falls back to a general message.
 */
export function tKey(key: string, fallback: MessageKey, vars?: Vars, texts: Readonly<Record<string, string>> = {}) {
  if (isMessageKey(key)) return t(key, vars);
  return Object.hasOwn(texts, key) ? fill(texts[key] as string, vars) : t(fallback, vars);
}
