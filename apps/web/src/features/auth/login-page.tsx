import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, safeRedirect, withRedirect } from '@provisoire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { logIn } from './api.ts';
import { applyServerErrors } from './form-errors.ts';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logIn(values);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      {/* A page that needs an account sent the learner here: say so, rather than a bare form. */}
      {params.has('redirect') && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('login.why')}</p>
      )}
      <FormAlert text={failure} />
      <EmailField label={t('login.email')} error={fieldText(errors.email?.message)} {...register('email')} />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={fieldText(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" busy={isSubmitting}>
        {t('login.submit')}
      </Button>
      <Link to="/forgot-password" className="text-sm font-medium text-emerald-800 underline">
        {t('login.forgot')}
      </Link>
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <p className="text-sm">{t('login.no_account')}</p>
        <Link
          to={withRedirect('/register', params.get('redirect'))}
          className="inline-flex min-h-11 items-center justify-center rounded-lg font-semibold text-emerald-800 ring-2 ring-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          {t('login.register')}
        </Link>
      </div>
    </form>
  );
}
