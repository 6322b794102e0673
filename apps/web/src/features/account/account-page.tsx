import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { accountText } from './account-text.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SchoolSection } from './school-section.tsx';
import { SubscriptionBanner } from './subscription-banner.tsx';

// A school's own details load only for a school: a learner's account page stays within its budget.
const SchoolProfileSection = lazy(() =>
  import('./school-profile-section.tsx').then((m) => ({ default: m.SchoolProfileSection })),
);

/** The learner's own account: one section per concern, so a profile section can join them. */
export function Component() {
  const { user } = useSession();
  // A school's own account studies nothing: no subscription to buy, no school to join.
  const studies = user?.role !== 'school';
  return (
    <div className="flex flex-col gap-6">
      <PageTitle text={accountText('account.title')} />
      <h1 className="text-2xl font-bold">{accountText('account.title')}</h1>
      {studies && <SubscriptionBanner />}
      {studies ? (
        <ProfileSection />
      ) : (
        <Suspense>
          <SchoolProfileSection />
        </Suspense>
      )}
      {studies && <SchoolSection />}
      <ChangePasswordSection />
      <DevicesSection />
    </div>
  );
}
