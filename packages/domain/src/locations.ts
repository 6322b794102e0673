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

/** True only when the cell is in the sector, the sector in the district and the district in the province, names exact. */
export function isKnownPlace({ province, district, sector, cell }: Place): boolean {
  const provinceEntry = provinceEntries.find((entry) => entry.name === province);
  if (!provinceEntry?.districts.includes(district)) return false;
  const sectorEntry = districtsByName.get(district)?.sectors.find((entry) => entry.name === sector);
  return sectorEntry?.cells.includes(cell) ?? false;
}
