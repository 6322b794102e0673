import { describe, expect, it } from 'vitest';
import { loadDistrict, PROVINCES } from './places.ts';

// The districts are files found by a pattern (import.meta.glob), which no typecheck follows: a moved
// module that no longer finds them shows no district's sectors.
describe('the places', () => {
  it("load every district's sectors and cells", async () => {
    const districts = PROVINCES.flatMap((p) => p.districts);
    expect(districts).toHaveLength(30);
    for (const name of districts) {
      const district = await loadDistrict(name);
      expect(district.sectors.length, name).toBeGreaterThan(0);
    }
  });
});
