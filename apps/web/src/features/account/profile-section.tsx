import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useSession } from '../auth/session.ts';
import { AccountSection } from './account-section.tsx';
import { ta } from './account-text.ts';
import { PROVINCE_NAMES } from './places.ts';
import { ProfileForm } from './profile-form.tsx';

// Each form is fetched when its button is pressed: most learners never add a way in.
const AddPhoneForm = lazy(() => import('./add-phone-form.tsx').then((m) => ({ default: m.AddPhoneForm })));
const AddEmailForm = lazy(() => import('./add-email-form.tsx').then((m) => ({ default: m.AddEmailForm })));

/** Who the learner is and where they live, as the account says it, with a way to change it. */
export function ProfileSection() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState<'phone' | 'email' | null>(null);
  if (!user) return null;
  const place = user.place
    ? [
        PROVINCE_NAMES[user.place.province] ?? user.place.province,
        user.place.district,
        user.place.sector,
        user.place.cell,
      ]
    : null;
  const rows: [string, string][] = [
    [ta('profile.name'), user.displayName || ta('profile.none')],
    [ta('profile.phone'), user.phone ?? ta('profile.none')],
    [ta('profile.email'), user.email ?? ta('profile.none')],
    [ta('profile.province'), place?.[0] ?? ta('profile.place_missing')],
    [ta('profile.district'), place?.[1] ?? '—'],
    [ta('profile.sector'), place?.[2] ?? '—'],
    [ta('profile.cell'), place?.[3] ?? '—'],
  ];

  return (
    <AccountSection title={ta('profile.title')}>
      {editing ? (
        <div className="mt-4 max-w-md">
          <ProfileForm
            user={user}
            onSaved={() => {
              setEditing(false);
              toast.success(ta('profile.saved'));
            }}
          />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-stone-700">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {ta('profile.edit')}
            </Button>
            {!user.phone && adding !== 'phone' && (
              <Button variant="secondary" onClick={() => setAdding('phone')}>
                {ta('contact.add_phone')}
              </Button>
            )}
            {!user.email && adding !== 'email' && (
              <Button variant="secondary" onClick={() => setAdding('email')}>
                {ta('contact.add_email')}
              </Button>
            )}
          </div>
          {adding && (
            <div className="mt-4 max-w-md">
              <Suspense fallback={<p className="text-sm text-stone-600">{ta('profile.loading')}</p>}>
                {adding === 'phone' ? (
                  <AddPhoneForm onDone={() => setAdding(null)} />
                ) : (
                  <AddEmailForm onDone={() => setAdding(null)} />
                )}
              </Suspense>
            </div>
          )}
        </>
      )}
    </AccountSection>
  );
}
