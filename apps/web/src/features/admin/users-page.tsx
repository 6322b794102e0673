import { type AdminUser, formatRwandanMobile } from '@provisoire/domain';
import { lazy, Suspense, useState } from 'react';
import { formatDay } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { AdminList } from './admin-list.tsx';
import { adminText } from './admin-text.ts';

const GrantDialog = lazy(() => import('./grant-dialog.tsx'));

/** `/dashboard/users` (Abantu): every account, with a grant by hand for a cash payment. */
export function Component() {
  // The learner stays after the dialog closes: it closes through its <dialog>, which gives focus back
  // to the button that opened it.
  const [learner, setLearner] = useState<AdminUser | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <AdminList name="users" title={adminText('users.title')} exportable keyOf={(u) => u.id}>
        {(user) => (
          <UserCard
            user={user}
            onGrant={() => {
              setLearner(user);
              setOpen(true);
            }}
          />
        )}
      </AdminList>
      {learner && (
        <Suspense>
          <GrantDialog key={learner.id} learner={learner} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function UserCard({ user, onGrant }: { user: AdminUser; onGrant: () => void }) {
  const contacts = [user.email, user.phone && formatRwandanMobile(user.phone)].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold break-words">{user.displayName || '—'}</h2>
        {user.role === 'admin' && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {adminText('users.admin')}
          </span>
        )}
      </div>
      <p className="text-sm break-words text-stone-700">{contacts.join(' · ') || adminText('users.no_contact')}</p>
      {user.place && <p className="text-sm text-stone-600">{user.place}</p>}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">{adminText('users.joined', { date: formatDay(user.createdAt) })}</p>
        <Button variant="secondary" onClick={onGrant}>
          {adminText('users.grant')}
          <span className="sr-only">: {user.displayName || contacts[0]}</span>
        </Button>
      </div>
    </div>
  );
}
