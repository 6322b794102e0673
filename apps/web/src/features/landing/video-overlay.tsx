import { Dialog } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { landingText } from './landing-text.ts';

/** The introduction video; the player loads only when the overlay opens, so the page stays light. */
export function VideoOverlay({ url, open, onClose }: { url: string; open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={landingText('landing.video_title')}
      className="focus-on-dark w-[min(56rem,calc(100vw-2rem))] rounded-xl bg-black p-0"
    >
      <div className="relative">
        <button
          type="button"
          onClick={onClose}
          aria-label={landingText('landing.close')}
          className="absolute top-2 right-2 z-10 rounded-full bg-black/60 p-2 text-white"
        >
          <Icon name="close" />
        </button>
        <iframe
          src={url}
          title={landingText('landing.video_title')}
          className="aspect-video w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </Dialog>
  );
}
