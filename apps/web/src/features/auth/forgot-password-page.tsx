import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema } from '@provisoire/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { errorText, fieldText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { requestPasswordReset } from './api.ts';

export function Component() {
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success(t('reset.sent'));
      setSent(true);
    } catch (error) {
      toast.error(errorText(error)); // the spinner stops here too: the learner can try again
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      <FormAlert tone="success" text={sent ? t('reset.sent_detail') : null} />
      <EmailField label={t('reset.email')} error={fieldText(errors.email?.message)} {...register('email')} />
      <Button type="submit" busy={isSubmitting}>
        {t('reset.submit')}
      </Button>
      <Link to="/login" className="text-sm font-medium text-emerald-800 underline">
        {t('reset.back')}
      </Link>
    </form>
  );
}
