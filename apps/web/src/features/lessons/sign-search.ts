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

/**
 * Words learners type for what the library names otherwise (spoken Kinyarwanda, English, French): each
 * also finds the library's own word. Keys and words folded, as `fold` leaves them.
 */
const SYNONYMS: Record<string, string[]> = {
  parika: ['parikingi'],
  parking: ['parikingi'],
  parkingi: ['parikingi'],
  parcage: ['parikingi'],
  stationnement: ['parikingi'],
  pieton: ['abanyamaguru'],
  pietons: ['abanyamaguru'],
  zebra: ['abanyamaguru'],
  train: ['gari ya moshi'],
  gariyamoshi: ['gari ya moshi'],
  rondpoint: ['bazengurutse'],
  'rond-point': ['bazengurutse'],
  roundabout: ['bazengurutse'],
};

/** A word is in a text when it, or one of its synonyms, is. */
const holds = (text: string, word: string) => [word, ...(SYNONYMS[word] ?? [])].some((w) => text.includes(w));

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
  if (words.every((word) => holds(named, word))) return Rank.Name;
  const described = `${named} ${fold(sign.meaning)}`;
  return words.every((word) => holds(described, word)) ? Rank.Meaning : null;
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
