import type { SessionUser } from '@provisoire/domain';
import { Dialog } from '../../ui/dialog.tsx';
import { toast } from '../../ui/toast.ts';
import { accountText } from './account-text.ts';
import { ProfileForm } from './profile-form.tsx';

/**
 * 'Imyirondoro', opened over the dashboard while the account has no name (a phone number's first
 * sign-in): the learner says who they are and where they live, then stays on the page they signed in
 * for (the dashboard, or a school's join link); the dialog closes once the account has a name. "Later"
 * closes it and keeps the learner signed in: it asks again at their next visit.
 */
export default function ProfileDialog({ user, onLater }: { user: SessionUser; onLater: () => void }) {
  return (
    <Dialog
      open
      onClose={() => {}}
      label={accountText('profile.title')}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6"
    >
      <h2 className="text-xl font-bold">{accountText('profile.title')}</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{accountText('profile.text')}</p>
      <ProfileForm user={user} onSaved={() => toast.success(accountText('profile.saved'))} />
      <button type="button" onClick={onLater} className="mt-4 min-h-11 text-sm font-medium text-stone-700 underline">
        {accountText('profile.later')}
      </button>
    </Dialog>
  );
}
