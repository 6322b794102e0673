import { LoginSchema, paths, safeRedirect, withRedirect } from '@provisoire/domain';
import { Link, useNavigate } from 'react-router';
import { fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { logIn } from './api.ts';
import { authText } from './auth-text.ts';
import { GoogleSignIn } from './google-sign-in.tsx';
import { PhoneSignInForm } from './phone-sign-in-form.tsx';
import { useRedirectParam, useReturnedError } from './use-query-param.ts';

export function Component() {
  const redirect = useRedirectParam();
  const returned = useReturnedError(Object.keys(LoginSchema.shape));
  const navigate = useNavigate();
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(LoginSchema, async (login) => {
    await logIn(login);
    navigate(safeRedirect(redirect), { replace: true });
  });

  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={authText('login.title')} />
      <h1 className="text-2xl font-bold">{authText('login.title')}</h1>
      {/* A page that needs an account sent the learner here: say so, rather than a bare form. */}
      {redirect !== null && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {authText('login.why')}
        </p>
      )}
      <PhoneSignInForm redirect={redirect} />
      <GoogleSignIn redirect={redirect} />
      <form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className="flex flex-col gap-4 border-t border-stone-200 pt-4"
      >
        <h2 className="text-base font-semibold">{authText('login.or_email')}</h2>
        <FormAlert text={failure ?? returned} />
        <EmailField label={authText('login.email')} name="email" error={fieldText(errors.email)} />
        <PasswordField
          label={authText('login.password')}
          name="password"
          autoComplete="current-password"
          error={fieldText(errors.password)}
        />
        <Button type="submit" busy={pending}>
          {authText('login.submit')}
        </Button>
        <Link
          to={paths.forgotPassword}
          className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline"
        >
          {authText('login.forgot')}
        </Link>
      </form>
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <p className="text-sm">{authText('login.no_account')}</p>
        <Link
          to={withRedirect(paths.register, redirect)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg font-semibold text-emerald-800 ring-2 ring-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {authText('login.register')}
        </Link>
      </div>
    </div>
  );
}
