import { paths } from '@provisoire/domain';
import { useState } from 'react';
import { t } from '../../i18n/t.ts';
import { siteSettings } from '../../lib/site-settings.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { siteText } from '../site/site-text.ts';
import { ExamIllustration, PhoneQuestionIllustration, RoadIllustration } from './illustrations.tsx';
import { OfferBand } from './offer-band.tsx';
import { StartLinks } from './start-links.tsx';
import { VideoOverlay } from './video-overlay.tsx';

export function LandingPage() {
  const [video, setVideo] = useState(false);
  const videoUrl = siteSettings().introVideoUrl;
  // Without a configured video there is nothing to watch: no button that leads nowhere.
  const watch = videoUrl ? (
    <button type="button" className={buttonClass('secondary')} onClick={() => setVideo(true)} aria-haspopup="dialog">
      <Icon name="play" /> {siteText('landing.watch_video')}
    </button>
  ) : null;
  const learn = <StartLinks label={siteText('landing.start_learning')} to={paths.lessons} />;

  return (
    <>
      <title>{siteText('landing.doc_title')}</title>
      <section className="focus-on-dark bg-emerald-800 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-10 pb-16 md:pt-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('app.headline')}</p>
            <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-extrabold md:text-5xl">
              {siteText('landing.title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-emerald-50">{siteText('landing.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <StartLinks label={siteText('landing.start')} to={paths.dashboard} primary="accent" large />
              {watch}
            </div>
          </div>
          <PhoneQuestionIllustration className="mx-auto hidden w-full max-w-sm lg:block" />
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <Feature
          title={siteText('landing.feature_lessons_title')}
          text={siteText('landing.feature_lessons_text')}
          picture={<RoadIllustration />}
        >
          {learn}
        </Feature>
        <Feature
          title={siteText('landing.feature_exams_title')}
          text={siteText('landing.feature_exams_text')}
          picture={<ExamIllustration />}
        >
          {learn}
          {watch}
        </Feature>
      </div>

      <OfferBand />
      {videoUrl && <VideoOverlay url={videoUrl} open={video} onClose={() => setVideo(false)} />}
    </>
  );
}

function Feature({
  title,
  text,
  picture,
  children,
}: {
  title: string;
  text: string;
  picture: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      {picture}
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-stone-700">{text}</p>
      <div className="mt-auto flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
