import { paths } from '@provisoire/domain';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t.ts';
import { buttonClass } from '../../ui/button.tsx';
import { useSubscription } from '../subscription/api.ts';

// Pages that make the offer themselves: the subscription page, and the account page's banner.
const OFFERED_HERE: readonly string[] = [paths.subscribe, paths.account];

/**
 * Invites the learner to subscribe; shown only to someone without an active subscription, and not on
 * a page that already makes the offer. A learner who may still take the free day is told of it first.
 */
export function PromoCard() {
  const { data } = useSubscription();
  const { pathname } = useLocation();
  if (OFFERED_HERE.includes(pathname)) return null;
  return (
    <section className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200" aria-labelledby="promo-title">
      <h2 id="promo-title" className="text-lg font-bold text-stone-900">
        {t('promo.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t(data?.trialAvailable ? 'promo.text_trial' : 'promo.text')}</p>
      <Link to={paths.subscribe} className={buttonClass('accent', 'mt-4 w-full')}>
        {t('promo.cta')}
      </Link>
    </section>
  );
}
