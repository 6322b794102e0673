import { formatRwandanMobile, provinceName } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/t.ts';
import { errorText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { AccountSection } from './account-section.tsx';
import { ta } from './account-text.ts';
import { ownSchoolQuery } from './api.ts';
import { DetailsList } from './details-list.tsx';

/** A school's own details on its account page: the phone and place it gave at sign-up, not a learner's. */
export function SchoolProfileSection() {
  const { user } = useSession();
  const school = useQuery(ownSchoolQuery);
  if (!user) return null;
  return (
    <AccountSection title={ta('profile.title')}>
      {school.data ? (
        <>
          <DetailsList
            rows={[
              [ta('profile.school_name'), user.displayName],
              [ta('profile.phone'), formatRwandanMobile(school.data.phone)],
              [ta('profile.email'), user.email ?? ta('profile.none')],
              [ta('profile.province'), provinceName(school.data.place.province)],
              [ta('profile.district'), school.data.place.district],
              [ta('profile.sector'), school.data.place.sector],
            ]}
          />
          <p className="mt-4 text-sm text-stone-700">{ta('profile.school_note')}</p>
        </>
      ) : school.isError ? (
        <div className="mt-4">
          <FormAlert text={errorText(school.error)} />
        </div>
      ) : (
        <div className="mt-4">
          <LoadingStatus text={t('app.loading')} />
        </div>
      )}
    </AccountSection>
  );
}
