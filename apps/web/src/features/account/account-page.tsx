import { t } from '../../i18n/t.ts';
import { useSession } from '../auth/session.ts';
import { ta } from './account-text.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SchoolSection } from './school-section.tsx';
import { SubscriptionBanner } from './subscription-banner.tsx';

/** The learner's own account: one section per concern, so a profile section can join them. */
export function Component() {
  const { user } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <title>{`${ta('account.title')} · ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold">{ta('account.title')}</h1>
      <SubscriptionBanner />
      <ProfileSection />
      {user?.role !== 'school' && <SchoolSection />}
      <ChangePasswordSection />
      <DevicesSection />
    </div>
  );
}
