import { ProfileSchema, type SessionUser } from '@provisoire/domain';
import type { DistrictEntry } from '@provisoire/domain/locations';
import { useEffect, useState } from 'react';
import { api, fieldText } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { setSessionUser } from '../auth/session.ts';
import { useSchemaForm } from '../auth/use-schema-form.ts';
import { ta } from './account-text.ts';
import { loadDistrict, PROVINCE_NAMES, PROVINCES } from './places.ts';

type Place = NonNullable<SessionUser['place']>;
const NO_PLACE: Place = { province: '', district: '', sector: '', cell: '' };
const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** The sectors and cells of the district picked, once they have arrived (or why they did not). */
function useDistrict(name: string) {
  const [loaded, setLoaded] = useState<{ name: string; entry: DistrictEntry | null }>({ name: '', entry: null });
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
  }, [name]);
  const arrived = name !== '' && loaded.name === name;
  return {
    sectors: arrived ? (loaded.entry?.sectors ?? []) : [],
    loading: name !== '' && !arrived,
    failed: arrived && !loaded.entry,
  };
}

/**
 * 'Imyirondoro': the name, then province, district, sector and cell, each list following the one
 * above it. Saved as a whole; the server checks each level against the one above.
 */
export function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: (user: SessionUser) => void }) {
  const hydrated = useHydrated();
  const [place, setPlace] = useState<Place>(user.place ?? NO_PLACE);
  const district = useDistrict(place.district);
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(ProfileSchema, async (profile) => {
    const saved = await api<{ user: SessionUser }>('PUT', '/api/account/profile', profile);
    setSessionUser(saved.user);
    onSaved(saved.user);
  });

  const districts = PROVINCES.find((p) => p.name === place.province)?.districts ?? [];
  const { sectors } = district;
  const cells = sectors.find((s) => s.name === place.sector)?.cells ?? [];
  // Choosing a level empties the ones below it.
  const choose = (level: keyof Place, value: string) => {
    const order: (keyof Place)[] = ['province', 'district', 'sector', 'cell'];
    const next = { ...place, [level]: value };
    for (const below of order.slice(order.indexOf(level) + 1)) next[below] = '';
    setPlace(next);
  };

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <Field
        label={ta('profile.name')}
        name="displayName"
        autoComplete="name"
        defaultValue={user.displayName}
        error={fieldText(errors.displayName)}
      />
      <SelectField
        label={ta('profile.province')}
        name="province"
        placeholder={ta('profile.choose')}
        options={PROVINCES.map((p) => ({ value: p.name, label: PROVINCE_NAMES[p.name] ?? p.name }))}
        value={place.province}
        onChange={(e) => choose('province', e.target.value)}
        error={fieldText(errors.province)}
      />
      <SelectField
        label={ta('profile.district')}
        name="district"
        placeholder={ta('profile.choose')}
        options={asOptions(districts)}
        value={place.district}
        disabled={districts.length === 0}
        onChange={(e) => choose('district', e.target.value)}
        error={fieldText(errors.district)}
      />
      {district.loading && (
        <p role="status" className="text-sm text-stone-600">
          {ta('profile.loading')}
        </p>
      )}
      {district.failed && <FormAlert text={ta('profile.load_failed')} />}
      <SelectField
        label={ta('profile.sector')}
        name="sector"
        placeholder={ta('profile.choose')}
        options={asOptions(sectors.map((s) => s.name))}
        value={place.sector}
        disabled={sectors.length === 0}
        onChange={(e) => choose('sector', e.target.value)}
        error={fieldText(errors.sector)}
      />
      <SelectField
        label={ta('profile.cell')}
        name="cell"
        placeholder={ta('profile.choose')}
        options={asOptions(cells)}
        value={place.cell}
        disabled={cells.length === 0}
        onChange={(e) => choose('cell', e.target.value)}
        error={fieldText(errors.cell)}
      />
      <Button type="submit" busy={pending} disabled={!hydrated}>
        {ta('profile.save')}
      </Button>
    </form>
  );
}
