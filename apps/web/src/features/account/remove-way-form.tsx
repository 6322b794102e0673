import { formatRwandanMobile } from '@provisoire/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { setSessionUser, useSession } from '../../lib/session.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { removeWayIn } from './api.ts';
import { removeWayText } from './remove-way-text.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

/**
 * Asks before the number or the Google link leaves the account (one someone else added, say); the
 * server refuses to remove the last way in, and says so.
 */
export function RemoveWayForm({ way, onDone }: { way: 'phone' | 'google'; onDone: () => void }) {
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);

  async function remove(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      await removeWayIn(way);
      if (user) setSessionUser(way === 'phone' ? { ...user, phone: null } : { ...user, google: false });
      toast.success(removeWayText(way === 'phone' ? 'remove.phone_done' : 'remove.google_done'));
      onDone();
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={remove} className="flex flex-col gap-4">
      <FormAlert text={failure} />
      <p ref={question} tabIndex={-1} className="font-semibold break-words outline-none">
        {way === 'phone'
          ? removeWayText('remove.phone_question', { phone: formatRwandanMobile(user?.phone ?? '') })
          : removeWayText('remove.google_question')}
      </p>
      <p className="text-sm text-stone-700">{removeWayText('remove.text')}</p>
      <SubmitOrCancel label={removeWayText('remove.confirm')} pending={pending} onCancel={onDone} />
    </form>
  );
}
