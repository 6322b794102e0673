import { paths } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PromoCard } from '../site/promo-card.tsx';
import { VideoChannelLink } from '../site/video-channel-link.tsx';
import { hasActive, subscriptionQuery } from '../subscription/api.ts';
import { dashboardText } from './dashboard-text.ts';

/**
 * The exam button (not on the exam's pages), the subscription offer (until the learner has one) and the
 * video channel. Those are a learner's: a school and an admin see only the channel.
 */
export function RightPanel({ learner }: { learner: boolean }) {
  const { data } = useQuery({ ...subscriptionQuery, enabled: learner });
  const inExam = useLocation().pathname.startsWith(paths.exam);
  return (
    <aside aria-label={dashboardText('layout.right_panel')} className="flex flex-col gap-4">
      {learner && !inExam && (
        <section className="focus-on-dark rounded-2xl bg-emerald-800 p-5 text-white">
          <p className="text-sm text-emerald-50">{dashboardText('dashboard.exam_text')}</p>
          <Link to={paths.examInstructions} className={buttonClass('accent', 'mt-3 w-full')}>
            {dashboardText('dashboard.exam_button')}
          </Link>
        </section>
      )}
      {learner && data && !hasActive(data) && <PromoCard />}
      <VideoChannelLink />
    </aside>
  );
}
