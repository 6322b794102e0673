import { formatRwandanMobile, provinceName } from '@provisoire/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { AccountSection } from './account-section.tsx';
import { accountText } from './account-text.ts';
import { DetailsList } from './details-list.tsx';

// Each form is fetched when its button is pressed: most learners never add a way in.
// The forms load when opened: the lists of places and the form's code are not on the page's first download.
const ProfileForm = lazy(() => import('./profile-form.tsx').then((m) => ({ default: m.ProfileForm })));
const AddPhoneForm = lazy(() => import('./add-phone-form.tsx').then((m) => ({ default: m.AddPhoneForm })));
const AddEmailForm = lazy(() => import('./add-email-form.tsx').then((m) => ({ default: m.AddEmailForm })));
const RemoveWayForm = lazy(() => import('./remove-way-form.tsx').then((m) => ({ default: m.RemoveWayForm })));

/** Who the learner is and where they live, as the account says it, with a way to change it. */
export function ProfileSection() {
  const { user } = useSession();
  // One thing at a time: the details, the profile form, or one of the add or remove forms beside the details.
  const [mode, setMode] = useState<'view' | 'edit' | 'phone' | 'email' | 'remove_phone' | 'remove_google'>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  const back = () => {
    setMode('view');
    // The button that opened it is gone while a form is open: focus lands back on the details' first button.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  if (!user) return null;
  const place = user.place;
  const rows: [string, string][] = [
    [accountText('profile.name'), user.displayName || accountText('profile.none')],
    [accountText('profile.phone'), user.phone ? formatRwandanMobile(user.phone) : accountText('profile.none')],
    [accountText('profile.email'), user.email ?? accountText('profile.none')],
    [accountText('profile.google'), user.google ? accountText('profile.google_linked') : accountText('profile.none')],
    [accountText('profile.province'), place ? provinceName(place.province) : accountText('profile.place_missing')],
    [accountText('profile.district'), place?.district ?? '—'],
    [accountText('profile.sector'), place?.sector ?? '—'],
    [accountText('profile.cell'), place?.cell ?? '—'],
  ];
  // The ways in: a number or a Google link may go while another way in stays (the server decides too).
  const ways = [user.email && user.hasPassword, user.phone, user.google].filter(Boolean).length;

  return (
    <AccountSection title={accountText('profile.title')}>
      {mode === 'edit' ? (
        <div className="mt-4 max-w-md">
          <Suspense fallback={<LoadingStatus text={t('app.loading')} />}>
            <ProfileForm
              user={user}
              onSaved={() => {
                back();
                toast.success(accountText('profile.saved'));
              }}
              onCancel={back}
            />
          </Suspense>
        </div>
      ) : (
        <>
          <DetailsList rows={rows} />
          {mode === 'view' ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <Button ref={editButton} variant="secondary" onClick={() => setMode('edit')}>
                {accountText('profile.edit')}
              </Button>
              {!user.phone && (
                <Button variant="secondary" onClick={() => setMode('phone')}>
                  {accountText('contact.add_phone')}
                </Button>
              )}
              {!user.email && (
                <Button variant="secondary" onClick={() => setMode('email')}>
                  {accountText('contact.add_email')}
                </Button>
              )}
              {user.phone && ways > 1 && (
                <Button variant="secondary" onClick={() => setMode('remove_phone')}>
                  {accountText('contact.remove_phone')}
                </Button>
              )}
              {user.google && ways > 1 && (
                <Button variant="secondary" onClick={() => setMode('remove_google')}>
                  {accountText('contact.remove_google')}
                </Button>
              )}
            </div>
          ) : (
            <div className="mt-4 max-w-md">
              <Suspense fallback={<LoadingStatus text={t('app.loading')} />}>
                {mode === 'phone' ? (
                  <AddPhoneForm onDone={back} />
                ) : mode === 'email' ? (
                  <AddEmailForm onDone={back} />
                ) : (
                  <RemoveWayForm way={mode === 'remove_phone' ? 'phone' : 'google'} onDone={back} />
                )}
              </Suspense>
            </div>
          )}
        </>
      )}
    </AccountSection>
  );
}
