import { ProfileSchema, type SessionUser } from '@provisoire/domain';
import type { Place } from '@provisoire/domain/locations';
import { useState } from 'react';
import { api, fieldText } from '../../lib/api-client.ts';
import { setSessionUser } from '../../lib/session.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { NO_PLACE, PlaceFields } from '../../ui/place-fields.tsx';
import { accountText } from './account-text.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

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
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(ProfileSchema, async (profile) => {
    const saved = await api('PUT /api/account/profile', { body: profile });
    setSessionUser(saved.user);
    onSaved();
  });

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <Field
        label={accountText('profile.name')}
        name="displayName"
        autoComplete="name"
        defaultValue={user.displayName}
        error={fieldText(errors.displayName)}
      />
      <PlaceFields place={place} onChange={setPlace} errors={errors} />
      {onCancel ? (
        <SubmitOrCancel label={accountText('profile.save')} pending={pending} onCancel={onCancel} />
      ) : (
        <Button type="submit" busy={pending}>
          {accountText('profile.save')}
        </Button>
      )}
    </form>
  );
}
