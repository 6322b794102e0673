import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { useSession } from '../auth/session.ts';
import { AccountSection } from './account-section.tsx';
import { ta } from './account-text.ts';
import { PROVINCE_NAMES } from './places.ts';
import { ProfileForm } from './profile-form.tsx';

/** Who the learner is and where they live, as the account says it, with a way to change it. */
export function ProfileSection() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
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
          <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
            {ta('profile.edit')}
          </Button>
        </>
      )}
    </AccountSection>
  );
}
