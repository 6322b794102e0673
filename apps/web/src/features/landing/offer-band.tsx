import { paths, withRedirect } from '@provisoire/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { useSession } from '../../lib/session.ts';
import { buttonClass } from '../../ui/button.tsx';
import { VideoChannelLink } from '../site/video-channel-link.tsx';

/** The prices, one band wide: a newcomer opens an account on the way to them. */
export function OfferBand() {
  const { user } = useSession();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl px-4">
      <div className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-stone-900">
            {t('promo.title')}
          </h2>
          <p className="mt-1 text-stone-700">{t('promo.text')}</p>
          <div className="mt-2 empty:hidden">
            <VideoChannelLink />
          </div>
        </div>
        <Link
          to={user ? paths.subscribe : withRedirect(paths.register, paths.subscribe)}
          className={buttonClass('accent', 'shrink-0')}
        >
          {t('promo.cta')}
        </Link>
      </div>
    </section>
  );
}
