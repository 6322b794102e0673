import { PhoneCodeRequestSchema, type PhoneCodeSent } from '@provisoire/domain';
import { useState } from 'react';
import { fieldText } from '../../lib/api-client.ts';
import { setSessionUser, useSession } from '../../lib/session.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { PhoneField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { authText } from '../auth/auth-text.ts';
import { CodeStep, OTHER_NUMBER_CLASS } from '../auth/code-step.tsx';
import { useCodeEntry } from '../auth/use-code-entry.ts';
import { accountText } from './account-text.ts';
import { requestAddPhoneCode, verifyAddedPhone } from './api.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

/** A number joins the account once the code sent to it comes back: the number, then the six boxes. */
export function AddPhoneForm({ onDone }: { onDone: () => void }) {
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(
    PhoneCodeRequestSchema,
    async ({ phone }) => setSent(await requestAddPhoneCode(phone)),
  );
  if (sent) return <PhoneCodeStep sent={sent} onResent={setSent} onBack={() => setSent(null)} onDone={onDone} />;
  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <PhoneField
        label={accountText('contact.phone')}
        hint={authText('login.phone_hint')}
        error={fieldText(errors.phone)}
      />
      <SubmitOrCancel label={authText('login.phone_submit')} pending={pending} onCancel={onDone} />
    </form>
  );
}

interface PhoneCodeStepProps {
  sent: PhoneCodeSent;
  onResent: (sent: PhoneCodeSent) => void;
  onBack: () => void;
  onDone: () => void;
}

function PhoneCodeStep({ sent, onResent, onBack, onDone }: PhoneCodeStepProps) {
  const { user } = useSession();
  const entry = useCodeEntry(
    sent.verificationId,
    async (input) => {
      const phone = await verifyAddedPhone(input);
      if (user) setSessionUser({ ...user, phone });
      toast.success(accountText('contact.phone_added'));
      onDone();
    },
    Date.now() + sent.resendInSeconds * 1000,
  );

  async function resend() {
    const again = await entry.resend(() => requestAddPhoneCode(sent.phone));
    if (again) onResent(again);
  }

  return (
    <CodeStep
      phone={sent.phone}
      entry={entry}
      onResend={resend}
      otherNumber={
        <button type="button" onClick={onBack} className={OTHER_NUMBER_CLASS}>
          {authText('phone.other_number')}
        </button>
      }
    />
  );
}
