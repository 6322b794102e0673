import { formatRwandanMobile } from '@provisoire/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { catalog } from '../../i18n/t.ts';
import { errorText } from '../../lib/api-client.ts';
import { setSessionUser, useSession } from '../../lib/session.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { toast } from '../../ui/toast.ts';
import { removeWayIn } from './api.ts';
import { SubmitOrCancel } from './submit-or-cancel.tsx';

// Loaded with this form, when a 'Kuraho' button is pressed: most learners never remove a way in.
const tr = catalog({
  'remove.phone_question': 'Gukuraho nimero {phone} kuri konti yawe?',
  'remove.google_question': 'Gukuraho konti ya Google kuri konti yawe?',
  'remove.text': 'Ntizongera kukwinjiza muri iyi konti. Ushobora kuzayongeraho nyuma.',
  'remove.confirm': 'Yego, kuraho',
  'remove.phone_done': 'Nimero yakuwe kuri konti yawe.',
  'remove.google_done': 'Konti ya Google yakuwe kuri konti yawe.',
});

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
      toast.success(tr(way === 'phone' ? 'remove.phone_done' : 'remove.google_done'));
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
          ? tr('remove.phone_question', { phone: formatRwandanMobile(user?.phone ?? '') })
          : tr('remove.google_question')}
      </p>
      <p className="text-sm text-stone-700">{tr('remove.text')}</p>
      <SubmitOrCancel label={tr('remove.confirm')} pending={pending} onCancel={onDone} />
    </form>
  );
}
