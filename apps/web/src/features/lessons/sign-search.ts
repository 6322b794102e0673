import type { RoadSign } from '@provisoire/domain';

/** Lower case without accents or apostrophes, so "n'inyamaswa" is found by "ninyamaswa" or "n’inyamaswa". */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** "B.1", "b1" and "B 1" are one code. */
const compactCode = (text: string) => fold(text).replace(/[.\s]/g, '');

/** Best first: the code typed whole, a code it begins, words of the name, words of the meaning. */
enum Rank {
  Code,
  CodePrefix,
  Name,
  Meaning,
}

function rankOf(sign: RoadSign, search: string, words: string[]): Rank | null {
  const code = compactCode(sign.code);
  const typed = compactCode(search);
  if (typed === code) return Rank.Code;
  if (words.length === 1 && /\d/.test(typed) && code.startsWith(typed)) return Rank.CodePrefix;
  const named = fold(`${sign.code} ${code} ${sign.name}`);
  if (words.every((word) => named.includes(word))) return Rank.Name;
  const described = `${named} ${fold(sign.meaning)}`;
  return words.every((word) => described.includes(word)) ? Rank.Meaning : null;
}

/**
 * The signs that answer a search, best matches first and otherwise in the library's order: every
 * word of the search in the code, the name or the meaning. An empty search keeps them all.
 */
export function searchSigns(signs: RoadSign[], search: string): RoadSign[] {
  const words = fold(search).split(' ').filter(Boolean);
  if (words.length === 0) return signs;
  return signs
    .map((sign, order) => ({ sign, order, rank: rankOf(sign, search, words) }))
    .filter((hit): hit is typeof hit & { rank: Rank } => hit.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((hit) => hit.sign);
}
