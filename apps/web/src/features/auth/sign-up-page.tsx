import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpSchema, safeRedirect, withRedirect } from '@provisoire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { ApiError, fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField, Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { signUp } from './api.ts';
import { applyServerErrors } from './form-errors.ts';
import { PasswordStrength } from './password-strength.tsx';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { displayName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp(values);
      toast.success(t('signup.success'));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_taken')
        setError('email', { message: 'errors.email_taken' });
      else setFailure(applyServerErrors(error, setError, ['displayName', 'email', 'password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('signup.title')}</h1>
      <FormAlert text={failure} />
      <Field
        label={t('signup.name')}
        autoComplete="name"
        error={fieldText(errors.displayName?.message)}
        {...register('displayName')}
      />
      <EmailField label={t('signup.email')} error={fieldText(errors.email?.message)} {...register('email')} />
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        hint={t('signup.password_hint')}
        error={fieldText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordStrength password={watch('password')} userInputs={[watch('displayName'), watch('email')]} />
      <Button type="submit" busy={isSubmitting}>
        {t('signup.submit')}
      </Button>
      <p className="text-sm">
        {t('signup.have_account')}{' '}
        <Link to={withRedirect('/login', params.get('redirect'))} className="font-medium text-emerald-800 underline">
          {t('login.submit')}
        </Link>
      </p>
    </form>
  );
}
