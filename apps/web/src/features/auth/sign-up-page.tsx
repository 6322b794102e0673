import { SignUpSchema, safeRedirect } from '@provisoire/domain';
import { useNavigate } from 'react-router';
import { t } from '../../i18n/t.ts';
import { fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField, Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { toast } from '../../ui/toast.ts';
import { signUp } from './api.ts';
import { authText } from './auth-text.ts';
import { HaveAccountLink } from './have-account-link.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { useRedirectParam, useReturnedError } from './use-query-param.ts';

export function Component() {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const returned = useReturnedError(Object.keys(SignUpSchema.shape));
  const { form, onSubmit, onChange, pending, errors, failure, live } = useSchemaForm(
    SignUpSchema,
    async (account) => {
      await signUp(account);
      toast.success(authText('signup.success'));
      navigate(safeRedirect(redirect), { replace: true });
    },
    { email_taken: 'email' },
  );

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <PageTitle text={authText('signup.title')} />
      <h1 className="text-2xl font-bold">{authText('signup.title')}</h1>
      <FormAlert text={failure ?? returned} />
      <Field
        label={authText('signup.name')}
        name="displayName"
        autoComplete="name"
        error={fieldText(errors.displayName)}
      />
      <EmailField label={authText('signup.email')} name="email" error={fieldText(errors.email)} />
      <PasswordField
        label={authText('signup.password')}
        name="password"
        autoComplete="new-password"
        hint={t('signup.password_hint')}
        error={fieldText(errors.password)}
      />
      <PasswordStrength password={live.password ?? ''} userInputs={[live.displayName ?? '', live.email ?? '']} />
      <Button type="submit" busy={pending}>
        {authText('signup.submit')}
      </Button>
      <HaveAccountLink redirect={redirect} />
    </form>
  );
}
