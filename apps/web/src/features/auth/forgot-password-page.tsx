import { PasswordResetRequestSchema, paths } from '@provisoire/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText, fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { requestPasswordReset } from './api.ts';
import { authText } from './auth-text.ts';

export function Component() {
  const [sent, setSent] = useState(false);
  const { form, onSubmit, onChange, pending, errors } = useSchemaForm(PasswordResetRequestSchema, async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success(authText('reset.sent'));
      setSent(true);
    } catch (error) {
      toast.error(errorText(error)); // the spinner stops here too: the learner can try again
    }
  });

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <PageTitle text={authText('reset.title')} />
      <h1 className="text-2xl font-bold">{authText('reset.title')}</h1>
      <FormAlert tone="success" text={sent ? authText('reset.sent_detail') : null} />
      <EmailField label={authText('reset.email')} name="email" error={fieldText(errors.email)} />
      <Button type="submit" busy={pending}>
        {authText('reset.submit')}
      </Button>
      <Link
        to={paths.login}
        className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline"
      >
        {authText('reset.back')}
      </Link>
    </form>
  );
}
