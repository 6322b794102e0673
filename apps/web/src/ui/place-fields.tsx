import { PROVINCES_IN_ORDER, provinceName } from '@provisoire/domain';
import type { DistrictEntry, Place } from '@provisoire/domain/locations';
import { useEffect, useState } from 'react';
import { t } from '../i18n/t.ts';
import { fieldText } from '../lib/api-client.ts';
import { loadDistrict, PROVINCES } from '../lib/places.ts';
import type { FieldErrors } from '../lib/use-schema-form.ts';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { placeText } from './place-text.ts';
import { SelectField } from './select-field.tsx';

export const NO_PLACE: Place = { province: '', district: '', sector: '', cell: '' };
const LEVELS: (keyof Place)[] = ['province', 'district', 'sector', 'cell'];
const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** The sectors and cells of the district picked, once they have arrived (or why they did not, and a retry). */
function useDistrict(name: string) {
  const [loaded, setLoaded] = useState<{ name: string; entry: DistrictEntry | null }>({ name: '', entry: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the same district again
  useEffect(() => {
    if (!name) return;
    let current = true;
    loadDistrict(name).then(
      (entry) => current && setLoaded({ name, entry }),
      () => current && setLoaded({ name, entry: null }),
    );
    return () => {
      current = false;
    };
  }, [name, attempt]);
  const arrived = name !== '' && loaded.name === name;
  return {
    sectors: arrived ? (loaded.entry?.sectors ?? []) : [],
    loading: name !== '' && !arrived,
    failed: arrived && !loaded.entry,
    retry: () => {
      setLoaded({ name: '', entry: null });
      setAttempt((n) => n + 1);
    },
  };
}

/**
 * Province, district, sector (and cell, for a learner), each list following the one above it: choosing
 * a level empties the ones below. A district's sectors arrive when it is picked.
 */
export function PlaceFields({
  place,
  onChange,
  errors,
  withCell = true,
}: {
  place: Place;
  onChange: (place: Place) => void;
  errors: FieldErrors;
  withCell?: boolean;
}) {
  const district = useDistrict(place.district);
  const districts = PROVINCES.find((p) => p.name === place.province)?.districts ?? [];
  const { sectors } = district;
  const cells = sectors.find((s) => s.name === place.sector)?.cells ?? [];
  const choose = (level: keyof Place, value: string) => {
    const next = { ...place, [level]: value };
    for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = '';
    onChange(next);
  };
  /** One level's select, empty and disabled until the level above is chosen. */
  const levelSelect = (level: keyof Place, options: { value: string; label: string }[]) => (
    <SelectField
      label={placeText(level)}
      name={level}
      placeholder={placeText('choose')}
      options={options}
      value={place[level]}
      disabled={options.length === 0}
      onChange={(e) => choose(level, e.target.value)}
      error={fieldText(errors[level])}
    />
  );
  return (
    <>
      {levelSelect(
        'province',
        PROVINCES_IN_ORDER.map((name) => ({ value: name, label: provinceName(name) })),
      )}
      {levelSelect('district', asOptions(districts))}
      {district.loading && (
        <p role="status" className="text-sm text-stone-600">
          {placeText('loading')}
        </p>
      )}
      {district.failed && (
        <div className="flex flex-col items-start gap-2">
          <FormAlert text={placeText('load_failed')} />
          <Button variant="secondary" onClick={district.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {levelSelect('sector', asOptions(sectors.map((s) => s.name)))}
      {withCell && levelSelect('cell', asOptions(cells))}
    </>
  );
}
