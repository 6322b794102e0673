/** The provinces as Rwandans name them, by the official short names the database keeps. */
export const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  Kigali: 'Umujyi wa Kigali',
  East: "Intara y'Iburasirazuba",
  North: "Intara y'Amajyaruguru",
  South: "Intara y'Amajyepfo",
  West: "Intara y'Iburengerazuba",
};

/** A province's Kinyarwanda name; anything unknown as it was given. */
export const provinceName = (stored: string) => PROVINCE_NAMES[stored] ?? stored;

/** The stored names in the order of their Kinyarwanda names, as the lists show them (never the English order). */
export const PROVINCES_IN_ORDER: readonly string[] = Object.keys(PROVINCE_NAMES).sort((a, b) =>
  provinceName(a).localeCompare(provinceName(b), 'rw'),
);
