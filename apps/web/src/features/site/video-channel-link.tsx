import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';

/**
 * The link to our video channel, when this deployment has one. Its own file: the landing shows it and
 * must not pull in the dashboard's data code with the promo card.
 */
export function VideoChannelLink() {
  const url = siteSettings().videoChannelUrl;
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-800 underline"
    >
      {t('promo.channel')}
    </a>
  );
}
