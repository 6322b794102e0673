import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';

/** The introduction video; the player loads only when the overlay opens, so the page stays light. */
export function VideoOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const url = siteSettings().introVideoUrl;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t('landing.video_title')}
      className="w-[min(56rem,calc(100vw-2rem))] rounded-xl bg-black p-0"
    >
      <div className="relative">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('landing.close')}
          className="absolute top-2 right-2 z-10 rounded-full bg-black/60 p-2 text-white"
        >
          <Icon name="close" />
        </button>
        {url ? (
          <iframe
            src={url}
            title={t('landing.video_title')}
            className="aspect-video w-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <p className="flex aspect-video items-center justify-center p-6 text-center text-white">
            {t('landing.video_missing')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
