import { paths } from '@provisoire/domain';
import { useId, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { landingText } from './landing-text.ts';
import { OfferBand } from './offer-band.tsx';
import { pictures } from './pictures.ts';
import { StartLinks } from './start-links.tsx';
import { VideoOverlay } from './video-overlay.tsx';

export function LandingPage() {
  const [video, setVideo] = useState(false);
  const featuresId = useId();
  const videoUrl = siteSettings().introVideoUrl;
  // Without a configured video there is nothing to watch: no button that leads nowhere.
  const watch = videoUrl ? (
    <button type="button" className={buttonClass('secondary')} onClick={() => setVideo(true)} aria-haspopup="dialog">
      <Icon name="play" /> {landingText('landing.watch_video')}
    </button>
  ) : null;
  const learn = <StartLinks label={landingText('landing.start_learning')} to={paths.lessons} />;

  return (
    <>
      <title>{landingText('landing.doc_title')}</title>
      <section className="focus-on-dark bg-emerald-800 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-12 md:pt-16 md:pb-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('app.headline')}</p>
            <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-extrabold md:text-5xl">
              {landingText('landing.title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-emerald-50">{landingText('landing.lead')}</p>
            <ul className="mt-5 space-y-2 font-semibold">
              {(['landing.free_exam', 'landing.free_day'] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon name="check" className="size-5 shrink-0 text-amber-300" />
                  {landingText(key)}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <StartLinks label={landingText('landing.start')} to={paths.dashboard} primary="accent" large />
              {watch}
            </div>
          </div>
          <Picture src={pictures.phoneQuestion} width={320} height={400} className="mx-auto hidden max-w-sm lg:block" />
        </div>
      </section>

      <section aria-labelledby={featuresId} className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={featuresId} className="text-2xl font-bold">
          {landingText('landing.features_title')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <Feature name="lessons" picture={pictures.road}>
            {learn}
          </Feature>
          <Feature name="practice" picture={pictures.practice} />
          <Feature name="mistakes" picture={pictures.mistakes} />
          <Feature name="exams" picture={pictures.exam}>
            {learn}
            {watch}
          </Feature>
          <Feature name="readiness" picture={pictures.readiness} />
          <Feature name="offline" picture={pictures.offline} />
        </div>
      </section>

      <OfferBand />
      {videoUrl && <VideoOverlay url={videoUrl} open={video} onClose={() => setVideo(false)} />}
    </>
  );
}

/** A drawing that only illustrates the text beside it; fetched when the page scrolls near it. */
function Picture({
  src,
  width = 200,
  height = 120,
  className = '',
}: {
  src: string;
  width?: number;
  height?: number;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}

type FeatureName = 'lessons' | 'practice' | 'mistakes' | 'exams' | 'readiness' | 'offline';

function Feature({ name, picture, children }: { name: FeatureName; picture: string; children?: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <Picture src={picture} />
      <h3 className="text-xl font-bold">{landingText(`landing.feature_${name}_title`)}</h3>
      <p className="text-stone-700">{landingText(`landing.feature_${name}_text`)}</p>
      {children && <div className="mt-auto flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}
