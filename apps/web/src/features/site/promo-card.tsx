import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';
import { buttonClass } from '../../ui/button.tsx';

/** Invites the learner to subscribe; shown only to someone without an active subscription. */
export function PromoCard() {
  return (
    <section className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200" aria-labelledby="promo-title">
      <h2 id="promo-title" className="text-lg font-bold text-stone-900">
        {t('promo.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('promo.text')}</p>
      <Link to="/dashboard/ifatabuguzi" className={buttonClass('accent', 'mt-4 w-full')}>
        {t('promo.cta')}
      </Link>
    </section>
  );
}

export function VideoChannelLink() {
  const url = siteSettings().videoChannelUrl;
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-block text-sm font-medium text-emerald-800 underline"
    >
      {t('promo.channel')}
    </a>
  );
}
