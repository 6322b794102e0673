import { PhoneCodeRequestSchema } from '@provisoire/domain';
import { useNavigate } from 'react-router';
import { fieldText } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { PhoneField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { requestPhoneCode, verifyPhonePath } from './api.ts';
import { authText } from './auth-text.ts';

/** The way in most learners use: a Rwandan number, then a code by SMS. */
export function PhoneSignInForm({ redirect }: { redirect: string | null }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(
    PhoneCodeRequestSchema,
    async ({ phone }) => {
      const sent = await requestPhoneCode(phone);
      navigate(verifyPhonePath(sent.verificationId, sent.phone, redirect));
    },
  );

  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <PhoneField label={authText('login.phone')} hint={authText('login.phone_hint')} error={fieldText(errors.phone)} />
      <Button type="submit" busy={pending} disabled={!hydrated}>
        {authText('login.phone_submit')}
      </Button>
    </form>
  );
}
