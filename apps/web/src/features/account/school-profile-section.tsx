import { formatRwandanMobile, provinceName } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/t.ts';
import { errorText } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { AccountSection } from './account-section.tsx';
import { accountText } from './account-text.ts';
import { ownSchoolQuery } from './api.ts';
import { DetailsList } from './details-list.tsx';

/** A school's own details on its account page: the phone and place it gave at sign-up, not a learner's. */
export function SchoolProfileSection() {
  const { user } = useSession();
  const school = useQuery(ownSchoolQuery);
  if (!user) return null;
  return (
    <AccountSection title={accountText('profile.title')}>
      {school.data ? (
        <>
          <DetailsList
            rows={[
              [accountText('profile.school_name'), user.displayName],
              [accountText('profile.phone'), formatRwandanMobile(school.data.phone)],
              [accountText('profile.email'), user.email ?? accountText('profile.none')],
              [accountText('profile.province'), provinceName(school.data.place.province)],
              [accountText('profile.district'), school.data.place.district],
              [accountText('profile.sector'), school.data.place.sector],
            ]}
          />
          <p className="mt-4 text-sm text-stone-700">{accountText('profile.school_note')}</p>
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
