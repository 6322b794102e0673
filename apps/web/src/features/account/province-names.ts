/** The provinces as Rwandans name them; the stored names are the official short ones. */
export const PROVINCE_NAMES: Record<string, string> = {
  Kigali: 'Umujyi wa Kigali',
  East: "Intara y'Iburasirazuba",
  North: "Intara y'Amajyaruguru",
  South: "Intara y'Amajyepfo",
  West: "Intara y'Iburengerazuba",
};
