import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema } from '@provisoire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../i18n/t.ts';
import { ApiError, fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { toast } from '../../ui/toast.ts';
import { applyServerErrors } from '../auth/form-errors.ts';
import { PasswordStrength } from '../auth/password-strength.tsx';
import { useSession } from '../auth/session.ts';
import { useChangePassword } from './api.ts';

/** Current and new password; the server keeps this device signed in and signs every other out. */
export function ChangePasswordSection() {
  const { user } = useSession();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
    } catch (error) {
      // Other failures are already a toast (lib/query-client.ts).
      if (error instanceof ApiError && error.code === 'validation_failed')
        setFailure(applyServerErrors(error, setError, ['currentPassword', 'newPassword']) || null);
      return;
    }
    reset();
    toast.success(t('account.password_changed'));
  });

  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold">
        {t('account.password_title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('account.password_text')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex max-w-md flex-col gap-4">
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <FormAlert text={failure} />
        <PasswordField
          label={t('account.current_password')}
          autoComplete="current-password"
          error={fieldText(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('account.new_password')}
          autoComplete="new-password"
          hint={t('signup.password_hint')}
          error={fieldText(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordStrength password={watch('newPassword')} userInputs={[user?.displayName ?? '', user?.email ?? '']} />
        <Button type="submit" busy={change.isPending}>
          {t('account.password_submit')}
        </Button>
      </form>
    </section>
  );
}
