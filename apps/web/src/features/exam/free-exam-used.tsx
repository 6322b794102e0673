import { paths } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { startTrial, useSubscription } from '../subscription/api.ts';
import { examText } from './exam-text.ts';

/**
 * Said to a learner without a subscription whose one free exam is taken: the way to more exams is the
 * free day while they may still take it, else a plan. Never a button that would only be refused.
 */
export function FreeExamUsed({ onTrialStarted }: { onTrialStarted?: () => void }) {
  const { data } = useSubscription();
  const trial = useMutation({
    mutationFn: startTrial,
    onSuccess: () => {
      toast.success(examText('free_used.trial_started'));
      onTrialStarted?.();
    },
  });
  if (!data) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p>
        <strong>{examText('free_used.title')}</strong>{' '}
        {data.trialAvailable ? examText('free_used.trial') : examText('free_used.plan')}
      </p>
      {data.trialAvailable ? (
        <Button variant="accent" busy={trial.isPending} onClick={() => trial.mutate()}>
          {examText('free_used.trial_button')}
        </Button>
      ) : (
        <Link to={paths.subscribe} className={buttonClass('accent')}>
          {t('promo.cta')}
        </Link>
      )}
    </div>
  );
}
