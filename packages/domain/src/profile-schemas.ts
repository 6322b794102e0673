import { z } from 'zod/mini';
import { displayName } from './auth-schemas.ts';
import { LANGUAGES } from './languages.ts';

export const place = (key: string) =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, key), z.maxLength(80, 'validation.place_invalid'));

/**
 * The 'Imyirondoro' form: a name and where the learner lives, province to cell. That the cell is in
 * the sector, and so on, the server checks against the full lists (`@provisoire/domain/locations`).
 */
export const ProfileSchema = z.strictObject({
  displayName,
  province: place('validation.province_required'),
  district: place('validation.district_required'),
  sector: place('validation.sector_required'),
  cell: place('validation.cell_required'),
});

/** The language chosen, for a visitor (its cookie) or an account (kept on it too). */
export const LanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'validation.language_invalid' }),
});

/**
 * A study answer's language (`?lang=en`): the page's own, in the address, so that the phone keeps each
 * language's copy apart; without it, the visitor's.
 */
export const ContentLanguageQuery = z.strictObject({
  lang: z.optional(z.enum(LANGUAGES, { error: 'validation.language_invalid' })),
});
