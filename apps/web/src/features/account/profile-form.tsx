import { ProfileSchema, type SessionUser } from '@provisoire/domain';
import type { DistrictEntry, Place } from '@provisoire/domain/locations';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { api, fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { setSessionUser } from '../auth/session.ts';
import { useSchemaForm } from '../auth/use-schema-form.ts';
import { ta } from './account-text.ts';
import { loadDistrict, PROVINCE_NAMES, PROVINCES } from './places.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

const NO_PLACE: Place = { province: '', district: '', sector: '', cell: '' };
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
 * 'Imyirondoro': the name, then province, district, sector and cell, each list following the one
 * above it. Saved as a whole; the server checks each level against the one above.
 */
export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: SessionUser;
  onSaved: () => void;
  /** A way out without saving, where there is one (the account page, not the first-sign-in dialog). */
  onCancel?: () => void;
}) {
  const [place, setPlace] = useState<Place>(user.place ?? NO_PLACE);
  const district = useDistrict(place.district);
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(ProfileSchema, async (profile) => {
    const saved = await api<{ user: SessionUser }>('PUT', '/api/account/profile', profile);
    setSessionUser(saved.user);
    onSaved();
  });

  const districts = PROVINCES.find((p) => p.name === place.province)?.districts ?? [];
  const { sectors } = district;
  const cells = sectors.find((s) => s.name === place.sector)?.cells ?? [];
  // Choosing a level empties the ones below it.
  const choose = (level: keyof Place, value: string) => {
    const next = { ...place, [level]: value };
    for (const below of LEVELS.slice(LEVELS.indexOf(level) + 1)) next[below] = '';
    setPlace(next);
  };
  /** One level's select, empty and disabled until the level above is chosen. */
  const levelSelect = (level: keyof Place, options: { value: string; label: string }[]) => (
    <SelectField
      label={ta(`profile.${level}`)}
      name={level}
      placeholder={ta('profile.choose')}
      options={options}
      value={place[level]}
      disabled={options.length === 0}
      onChange={(e) => choose(level, e.target.value)}
      error={fieldText(errors[level])}
    />
  );

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
      {levelSelect(
        'province',
        PROVINCES.map((p) => ({ value: p.name, label: PROVINCE_NAMES[p.name] ?? p.name })),
      )}
      {levelSelect('district', asOptions(districts))}
      {/* Plain elements rather than the ui kit's: whatever this form imports joins the profile chunk. */}
      {district.loading && (
        <p role="status" className="text-sm text-stone-600">
          {ta('profile.loading')}
        </p>
      )}
      {district.failed && (
        <div className="flex flex-col items-start gap-2">
          <FormAlert text={ta('profile.load_failed')} />
          <Button variant="secondary" onClick={district.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {levelSelect('sector', asOptions(sectors.map((s) => s.name)))}
      {levelSelect('cell', asOptions(cells))}
      {onCancel ? (
        <SubmitOrCancel label={ta('profile.save')} pending={pending} onCancel={onCancel} />
      ) : (
        <Button type="submit" busy={pending}>
          {ta('profile.save')}
        </Button>
      )}
    </form>
  );
}
