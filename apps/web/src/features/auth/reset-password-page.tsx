import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetSchema } from '@provisoire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { toast } from '../../ui/toast.ts';
import { resetPassword } from './api.ts';
import { applyServerErrors } from './form-errors.ts';
import { PasswordStrength } from './password-strength.tsx';

/** Opened from the e-mailed link: sets a new password, then the learner signs in with it. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : t('reset.missing_token'));
  const { register, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { token, password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword(values);
      toast.success(t('reset.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['password']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('reset.new_title')}</h1>
      <FormAlert text={failure ?? fieldText(errors.token?.message)} />
      <PasswordField
        label={t('reset.new_password')}
        autoComplete="new-password"
        hint={t('signup.password_hint')}
        error={fieldText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordStrength password={watch('password')} />
      <Button type="submit" busy={isSubmitting} disabled={!token}>
        {t('reset.new_submit')}
      </Button>
      <Link to="/forgot-password" className="text-sm font-medium text-emerald-800 underline">
        {t('reset.ask_again')}
      </Link>
    </form>
  );
}
