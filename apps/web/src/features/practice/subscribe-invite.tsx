import { paths } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { hasActive, startTrial, useSubscription } from '../subscription/api.ts';
import { trialText } from '../subscription/trial-text.ts';
import { progressText } from './progress-text.ts';

/** Practice needs a subscription: the free day while the learner may take it, else the plans. */
export function SubscribeInvite({ className = '' }: { className?: string }) {
  const { data } = useSubscription();
  const trial = useMutation({
    mutationFn: startTrial,
    onSuccess: () => toast.success(trialText('trial.started')),
  });
  if (!data || hasActive(data)) return null;
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200 ${className}`}
    >
      <p className="text-sm text-stone-900">{progressText('invite.text')}</p>
      {data.trialAvailable ? (
        <Button variant="accent" busy={trial.isPending} onClick={() => trial.mutate()}>
          {trialText('trial.button')}
        </Button>
      ) : (
        <Link to={paths.subscribe} className={buttonClass('accent')}>
          {t('promo.cta')}
        </Link>
      )}
    </div>
  );
}
