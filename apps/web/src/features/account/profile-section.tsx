import { formatRwandanMobile, provinceName } from '@provisoire/domain';
import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { AccountSection } from './account-section.tsx';
import { ta } from './account-text.ts';
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
    [ta('profile.name'), user.displayName || ta('profile.none')],
    [ta('profile.phone'), user.phone ? formatRwandanMobile(user.phone) : ta('profile.none')],
    [ta('profile.email'), user.email ?? ta('profile.none')],
    [ta('profile.google'), user.google ? ta('profile.google_linked') : ta('profile.none')],
    [ta('profile.province'), place ? provinceName(place.province) : ta('profile.place_missing')],
    [ta('profile.district'), place?.district ?? '—'],
    [ta('profile.sector'), place?.sector ?? '—'],
    [ta('profile.cell'), place?.cell ?? '—'],
  ];
  // The ways in: a number or a Google link may go while another way in stays (the server decides too).
  const ways = [user.email && user.hasPassword, user.phone, user.google].filter(Boolean).length;

  return (
    <AccountSection title={ta('profile.title')}>
      {mode === 'edit' ? (
        <div className="mt-4 max-w-md">
          <Suspense fallback={<LoadingStatus text={t('app.loading')} />}>
            <ProfileForm
              user={user}
              onSaved={() => {
                back();
                toast.success(ta('profile.saved'));
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
                {ta('profile.edit')}
              </Button>
              {!user.phone && (
                <Button variant="secondary" onClick={() => setMode('phone')}>
                  {ta('contact.add_phone')}
                </Button>
              )}
              {!user.email && (
                <Button variant="secondary" onClick={() => setMode('email')}>
                  {ta('contact.add_email')}
                </Button>
              )}
              {user.phone && ways > 1 && (
                <Button variant="secondary" onClick={() => setMode('remove_phone')}>
                  {ta('contact.remove_phone')}
                </Button>
              )}
              {user.google && ways > 1 && (
                <Button variant="secondary" onClick={() => setMode('remove_google')}>
                  {ta('contact.remove_google')}
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
