import type { RoadSign } from '@provisoire/domain';

/** Lower case without accents or apostrophes, so "n'inyamaswa" is found by "ninyamaswa" or "n’inyamaswa". */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a sign answers a search: every word of it in the code, the name or the meaning. */
export function matchesSearch(sign: RoadSign, search: string) {
  const words = fold(search).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${sign.code} ${sign.name} ${sign.meaning}`);
  return words.every((word) => haystack.includes(word));
}
