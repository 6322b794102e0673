import type { DistrictEntry, ProvinceEntry } from '@provisoire/domain/locations';
import provinces from '@provisoire/domain/locations/provinces.json' with { type: 'json' };

export const PROVINCES: readonly ProvinceEntry[] = provinces;

// One file per district, each its own small chunk: a phone downloads only the district it picks.
const DISTRICT_FILES = new Map(
  Object.entries(
    import.meta.glob<DistrictEntry>('../../../../packages/domain/src/locations/district-*.json', {
      import: 'default',
    }),
  ).map(([path, load]) => [/district-([a-z]+)\.json$/.exec(path)?.[1], load]),
);

/** The sectors and cells of one district, fetched when it is picked. */
export function loadDistrict(district: string) {
  const load = DISTRICT_FILES.get(district.toLowerCase());
  return load ? load() : Promise.reject(new Error(`no district ${district}`));
}
