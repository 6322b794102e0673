import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { districtFiles } from './locations/index.ts';
import provincesJson from './locations/provinces.json' with { type: 'json' };
import { type DistrictEntry, type Place, type ProvinceEntry, wrongPlaceField } from './locations.ts';

const isKnownPlace = (place: Place) => wrongPlaceField(place) === null;

// The generated files' source, read through its no-argument calls, which list the whole country
const rwanda = createRequire(import.meta.url)('rwanda') as Record<
  'Provinces' | 'Districts' | 'Sectors' | 'Cells',
  () => string[]
>;
// scripts/generate-locations.ts drops the package's stray "Umunini" cell in Mahama
const droppedCells = 1;

const provinces: ProvinceEntry[] = provincesJson;
const districts: DistrictEntry[] = districtFiles;
const sectors = districts.flatMap((d) => d.sectors);
const cells = sectors.flatMap((s) => s.cells);

describe('generated locations', () => {
  it('holds the official 5 provinces, 30 districts, 416 sectors and 2,148 cells', () => {
    expect([provinces.length, districts.length, sectors.length, cells.length]).toEqual([5, 30, 416, 2148]);
    expect(provinces.flatMap((p) => p.districts)).toHaveLength(30);
  });

  it('matches what the rwanda package returns', () => {
    expect([provinces.length, districts.length, sectors.length, cells.length]).toEqual([
      rwanda.Provinces().length,
      rwanda.Districts().length,
      rwanda.Sectors().length,
      rwanda.Cells().length - droppedCells,
    ]);
  });

  it('has one file per listed district and no stale ones', () => {
    const onDisk = readdirSync(new URL('./locations/', import.meta.url)).filter((f) => f.startsWith('district-'));
    const listed = provinces.flatMap((p) => p.districts).map((d) => `district-${d.toLowerCase()}.json`);
    expect(onDisk.sort()).toEqual(listed.sort());
  });

  it.each(districts.map((d) => [d.district, d] as const))('%s names a province that lists it', (name, entry) => {
    expect(provinces.find((p) => p.name === entry.province)?.districts).toContain(name);
  });
});

describe('isKnownPlace', () => {
  const kicukiro = districts.find((d) => d.district === 'Kicukiro')!;
  const [gahanga, gatenga] = kicukiro.sectors;
  const real: Place = { province: 'Kigali', district: 'Kicukiro', sector: gahanga!.name, cell: gahanga!.cells[0]! };

  it('accepts a real place', () => {
    expect(real).toEqual({ province: 'Kigali', district: 'Kicukiro', sector: 'Gahanga', cell: 'Gahanga' });
    expect(isKnownPlace(real)).toBe(true);
  });

  it('accepts every cell of every district', () => {
    const all = districts.flatMap(({ province, district, sectors }) =>
      sectors.flatMap(({ name, cells }) => cells.map((cell) => ({ province, district, sector: name, cell }))),
    );
    expect(all.filter((place) => !isKnownPlace(place))).toEqual([]);
  });

  it('rejects a cell from another sector of the same district', () => {
    const otherCell = gatenga!.cells.find((c) => !gahanga!.cells.includes(c))!;
    expect(isKnownPlace({ ...real, cell: otherCell })).toBe(false);
  });

  it('rejects a sector of another district', () => {
    expect(isKnownPlace({ ...real, sector: 'Gisozi', cell: 'Musezero' })).toBe(false);
    expect(isKnownPlace({ ...real, district: 'Gasabo', sector: 'Gisozi', cell: 'Musezero' })).toBe(true);
  });

  it('rejects a district under the wrong province', () => {
    expect(isKnownPlace({ ...real, province: 'East' })).toBe(false);
  });

  it.each<[string, Partial<Place>]>([
    ['lower case', { district: 'kicukiro' }],
    ['upper case', { cell: 'GAHANGA' }],
    ['a trailing space', { sector: 'Gahanga ' }],
    ['a leading space', { province: ' Kigali' }],
    ['an empty cell', { cell: '' }],
    ['empty names', { province: '', district: '', sector: '', cell: '' }],
    ['__proto__', { district: '__proto__' }],
    ['constructor', { sector: 'constructor', cell: 'constructor' }],
    ['toString', { province: 'toString' }],
  ])('rejects %s', (_label, change) => {
    expect(isKnownPlace({ ...real, ...change })).toBe(false);
  });
});

describe('wrongPlaceField', () => {
  it('names the first level that does not belong where it is put', () => {
    const real = { province: 'Kigali', district: 'Gasabo', sector: 'Gisozi', cell: 'Musezero' };
    expect(wrongPlaceField(real)).toBeNull();
    expect(wrongPlaceField({ ...real, province: 'Kigali City' })).toBe('province');
    expect(wrongPlaceField({ ...real, district: 'Huye' })).toBe('district');
    expect(wrongPlaceField({ ...real, sector: 'Bumbogo' })).toBe('cell');
    expect(wrongPlaceField({ ...real, sector: 'Ngoma' })).toBe('sector');
    expect(wrongPlaceField({ ...real, cell: 'Kinyaga' })).toBe('cell');
  });
});
