import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PromoCard, VideoChannelLink } from '../site/promo-card.tsx';
import { ExamIllustration, RoadIllustration } from './illustrations.tsx';
import { VideoOverlay } from './video-overlay.tsx';

export function LandingPage() {
  const [video, setVideo] = useState(false);
  const watch = (
    <button type="button" className={buttonClass('secondary')} onClick={() => setVideo(true)} aria-haspopup="dialog">
      <Icon name="play" /> {t('landing.watch_video')}
    </button>
  );
  const learn = (
    <Link to="/dashboard/amasomo" className={buttonClass('primary')}>
      {t('landing.start_learning')}
    </Link>
  );

  return (
    <>
      <section className="bg-emerald-800 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-16 md:pt-16">
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">{t('app.headline')}</p>
          <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-extrabold md:text-5xl">{t('landing.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-emerald-50">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonClass('accent', 'text-lg')}>
              {t('landing.start')}
            </Link>
            {watch}
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
        <Feature
          title={t('landing.feature_lessons_title')}
          text={t('landing.feature_lessons_text')}
          picture={<RoadIllustration />}
        >
          {learn}
        </Feature>
        <Feature
          title={t('landing.feature_exams_title')}
          text={t('landing.feature_exams_text')}
          picture={<ExamIllustration />}
        >
          {learn}
          {watch}
        </Feature>
      </div>

      <div className="mx-auto grid max-w-6xl gap-4 px-4 md:grid-cols-2">
        <PromoCard />
        <div className="flex items-center">
          <VideoChannelLink />
        </div>
      </div>
      <VideoOverlay open={video} onClose={() => setVideo(false)} />
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
