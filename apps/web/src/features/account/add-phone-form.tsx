import { PhoneCodeRequestSchema, type PhoneCodeSent } from '@provisoire/domain';
import { useState } from 'react';
import { errorText, fieldText } from '../../lib/api-client.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { Button } from '../../ui/button.tsx';
import { PhoneField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { tu } from '../auth/auth-text.ts';
import { CodeBoxes, ResendCodeButton } from '../auth/code-boxes.tsx';
import { setSessionUser, useSession } from '../auth/session.ts';
import { useCodeEntry } from '../auth/use-code-entry.ts';
import { useSchemaForm } from '../auth/use-schema-form.ts';
import { ta } from './account-text.ts';
import { requestAddPhoneCode, verifyAddedPhone } from './api.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

/** A number joins the account once the code sent to it comes back: the number, then the six boxes. */
export function AddPhoneForm({ onDone }: { onDone: () => void }) {
  const [sent, setSent] = useState<(PhoneCodeSent & { at: number }) | null>(null);
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(
    PhoneCodeRequestSchema,
    async ({ phone }) => setSent({ ...(await requestAddPhoneCode(phone)), at: Date.now() }),
  );
  if (sent) return <CodeStep sent={sent} onResent={setSent} onBack={() => setSent(null)} onDone={onDone} />;
  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <PhoneField label={ta('contact.phone')} hint={tu('login.phone_hint')} error={fieldText(errors.phone)} />
      <SubmitOrCancel label={tu('login.phone_submit')} pending={pending} onCancel={onDone} />
    </form>
  );
}

interface CodeStepProps {
  sent: PhoneCodeSent & { at: number };
  onResent: (sent: PhoneCodeSent & { at: number }) => void;
  onBack: () => void;
  onDone: () => void;
}

function CodeStep({ sent, onResent, onBack, onDone }: CodeStepProps) {
  const { user } = useSession();
  const entry = useCodeEntry(sent.verificationId, async (input) => {
    const phone = await verifyAddedPhone(input);
    if (user) setSessionUser({ ...user, phone });
    toast.success(ta('contact.phone_added'));
    onDone();
  });
  const resendIn = useSecondsLeft(sent.at + sent.resendInSeconds * 1000);

  async function resend() {
    entry.setFailure(null);
    try {
      const again = await requestAddPhoneCode(sent.phone);
      entry.clear();
      onResent({ ...again, at: Date.now() });
      toast.success(tu('phone.resent'));
    } catch (failed) {
      entry.setFailure(errorText(failed));
    }
  }

  return (
    <form method="post" onSubmit={entry.onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{tu('phone.sent', { phone: sent.phone })}</p>
      <FormAlert text={entry.failure} />
      <CodeBoxes digits={entry.digits} onDigits={entry.onDigits} error={entry.error} disabled={entry.pending} />
      <Button type="submit" busy={entry.pending}>
        {tu('phone.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <ResendCodeButton secondsLeft={resendIn} onResend={resend} />
        <button type="button" onClick={onBack} className="min-h-11 font-medium text-emerald-800 underline">
          {tu('phone.other_number')}
        </button>
      </div>
    </form>
  );
}
