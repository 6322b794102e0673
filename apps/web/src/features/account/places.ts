import type { DistrictEntry, ProvinceEntry } from '@provisoire/domain/locations';
import provinces from '../../../../../packages/domain/src/locations/provinces.json' with { type: 'json' };

export const PROVINCES: readonly ProvinceEntry[] = provinces;

/** The provinces as Rwandans name them; the stored names are the official short ones. */
export const PROVINCE_NAMES: Record<string, string> = {
  Kigali: 'Umujyi wa Kigali',
  East: "Intara y'Iburasirazuba",
  North: "Intara y'Amajyaruguru",
  South: "Intara y'Amajyepfo",
  West: "Intara y'Iburengerazuba",
};

// One file per district, each its own small chunk: a phone downloads only the district it picks.
const DISTRICT_FILES = import.meta.glob<DistrictEntry>('../../../../../packages/domain/src/locations/district-*.json', {
  import: 'default',
});

/** The sectors and cells of one district, fetched when it is picked. */
export function loadDistrict(district: string) {
  const file = DISTRICT_FILES[`../../../../../packages/domain/src/locations/district-${district.toLowerCase()}.json`];
  if (!file) return Promise.reject(new Error(`no district ${district}`));
  return file();
}
