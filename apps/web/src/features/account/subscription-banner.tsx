import { paths } from '@provisoire/domain';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { buttonClass } from '../../ui/button.tsx';
import { hasActive, useSubscription } from '../subscription/api.ts';

/** The account page's reminder, once the subscription is known not to be active. */
export function SubscriptionBanner() {
  const { data } = useSubscription();
  if (!data || hasActive(data)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm font-medium text-stone-900">
        {t('errors.subscription_required')}. {t(data.trialAvailable ? 'promo.text_trial' : 'promo.text')}
      </p>
      <Link to={paths.subscribe} className={buttonClass('accent')}>
        {t('promo.title')}
      </Link>
    </div>
  );
}
