import { describe, expect, it } from 'vitest';
import provinces from './locations/provinces.json' with { type: 'json' };
import { PROVINCES_IN_ORDER, provinceName } from './provinces.ts';

describe('provinces', () => {
  it('names every province of the place lists in Kinyarwanda', () => {
    for (const { name } of provinces) expect(provinceName(name)).not.toBe(name);
    expect(provinceName('South')).toBe("Intara y'Amajyepfo");
    expect(provinceName('Elsewhere')).toBe('Elsewhere');
  });

  it('lists them in the order of their Kinyarwanda names, every one once', () => {
    expect(PROVINCES_IN_ORDER.map(provinceName)).toEqual([
      "Intara y'Amajyaruguru",
      "Intara y'Amajyepfo",
      "Intara y'Iburasirazuba",
      "Intara y'Iburengerazuba",
      'Umujyi wa Kigali',
    ]);
    expect([...PROVINCES_IN_ORDER].sort()).toEqual(provinces.map((p) => p.name).sort());
  });
});
