import { PasswordResetSchema, paths } from '@provisoire/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { toast } from '../../ui/toast.ts';
import { resetPassword } from './api.ts';
import { authText } from './auth-text.ts';
import { PasswordStrength } from './password-strength.tsx';

/** Opened from the e-mailed link: sets a new password and goes on, signed in with it. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const { form, onSubmit, onChange, pending, errors, failure, live } = useSchemaForm(
    PasswordResetSchema,
    async (values) => {
      await resetPassword(values);
      toast.success(authText('reset.done'));
      navigate(paths.dashboard, { replace: true });
    },
  );

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <PageTitle text={authText('reset.new_title')} />
      <h1 className="text-2xl font-bold">{authText('reset.new_title')}</h1>
      <FormAlert text={token ? (failure ?? fieldText(errors.token)) : authText('reset.missing_token')} />
      <input type="hidden" name="token" value={token} />
      <PasswordField
        label={authText('reset.new_password')}
        name="password"
        autoComplete="new-password"
        hint={t('signup.password_hint')}
        error={fieldText(errors.password)}
      />
      <PasswordStrength password={live.password ?? ''} />
      <Button type="submit" busy={pending} disabled={!token}>
        {authText('reset.new_submit')}
      </Button>
      <Link to={paths.forgotPassword} className="text-sm font-medium text-emerald-800 underline">
        {authText('reset.ask_again')}
      </Link>
    </form>
  );
}
