// Rwanda's provinces, districts, sectors and cells, for the server's check of a profile's place.
// Not exported from index.ts: it holds every cell, and the web app loads one district file at a time instead.
import { districtFiles } from './locations/index.ts';
import provinces from './locations/provinces.json' with { type: 'json' };

export interface Place {
  province: string;
  district: string;
  sector: string;
  cell: string;
}

export interface ProvinceEntry {
  name: string;
  districts: string[];
}

/** The shape of each `locations/district-<slug>.json`. */
export interface DistrictEntry {
  province: string;
  district: string;
  sectors: { name: string; cells: string[] }[];
}

const provinceEntries: readonly ProvinceEntry[] = provinces;
// Maps, not object keys, so names like '__proto__' find nothing
const districtsByName = new Map<string, DistrictEntry>(districtFiles.map((entry) => [entry.district, entry]));

/**
 * The first of the four that does not belong where the profile puts it (the province not one of the
 * five, the district not in the province, and so on), or null when the place is real. Names exact.
 */
export function wrongPlaceField({
  province,
  district,
  sector,
  cell,
}: Omit<Place, 'cell'> & { cell?: string }): keyof Place | null {
  const provinceEntry = provinceEntries.find((entry) => entry.name === province);
  if (!provinceEntry) return 'province';
  if (!provinceEntry.districts.includes(district)) return 'district';
  const sectorEntry = districtsByName.get(district)?.sectors.find((entry) => entry.name === sector);
  if (!sectorEntry) return 'sector';
  return cell === undefined || sectorEntry.cells.includes(cell) ? null : 'cell'; // a school's place ends at its sector
}
