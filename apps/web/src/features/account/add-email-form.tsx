import { AddEmailSchema } from '@provisoire/domain';
import { useState } from 'react';
import { fieldText } from '../../lib/api-client.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { accountText } from './account-text.ts';
import { addEmail } from './api.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

/** An address for an account that has none: it joins when the learner opens the link mailed to it. */
export function AddEmailForm({ onDone }: { onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, onChange, pending, errors, failure } = useSchemaForm(AddEmailSchema, async (input) =>
    setSentTo(await addEmail(input)),
  );
  if (sentTo)
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" text={accountText('contact.email_sent', { email: sentTo })} />
        <Button type="button" variant="secondary" onClick={onDone}>
          {accountText('contact.close')}
        </Button>
      </div>
    );
  return (
    <form ref={form} method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <EmailField
        label={accountText('contact.email')}
        hint={accountText('contact.email_hint')}
        name="email"
        error={fieldText(errors.email)}
      />
      <SubmitOrCancel label={accountText('contact.email_submit')} pending={pending} onCancel={onDone} />
    </form>
  );
}
