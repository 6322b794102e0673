import { ChangePasswordSchema, paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { ApiError, fieldText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { toast } from '../../ui/toast.ts';
import { PasswordStrength } from '../auth/password-strength.tsx';
import { AccountSection } from './account-section.tsx';
import { accountText } from './account-text.ts';
import { useChangePassword } from './api.ts';

/** Current and new password; the server keeps this device signed in and signs every other out. */
export function ChangePasswordSection() {
  const { user } = useSession();
  const change = useChangePassword();
  const { form, onSubmit, onChange, reset, errors, failure, live } = useSchemaForm(
    ChangePasswordSchema,
    async (values) => {
      try {
        await change.mutateAsync(values);
      } catch (error) {
        // A refused field is shown on it; other failures are already a toast (lib/query-client.ts).
        if (error instanceof ApiError && error.code === 'validation_failed') throw error;
        return;
      }
      reset();
      toast.success(accountText('account.password_changed'));
    },
  );

  // Phone and Google accounts have no password to change; with an e-mail, a reset link sets one.
  if (user && !user.hasPassword)
    return (
      <AccountSection title={accountText('account.password_title')}>
        <p className="mt-1 text-sm text-stone-600">{accountText('account.no_password')}</p>
        {user.email && (
          <Link to={paths.forgotPassword} className={buttonClass('secondary', 'mt-4')}>
            {accountText('account.set_password')}
          </Link>
        )}
      </AccountSection>
    );

  return (
    <AccountSection title={accountText('account.password_title')}>
      <p className="mt-1 text-sm text-stone-600">{accountText('account.password_text')}</p>
      <form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className="mt-4 flex max-w-md flex-col gap-4"
      >
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <FormAlert text={failure} />
        <PasswordField
          label={accountText('account.current_password')}
          name="currentPassword"
          autoComplete="current-password"
          error={fieldText(errors.currentPassword)}
        />
        <PasswordField
          label={accountText('account.new_password')}
          name="newPassword"
          autoComplete="new-password"
          hint={t('signup.password_hint')}
          error={fieldText(errors.newPassword)}
        />
        <PasswordStrength password={live.newPassword ?? ''} userInputs={[user?.displayName ?? '', user?.email ?? '']} />
        <Button type="submit" busy={change.isPending}>
          {accountText('account.password_submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
