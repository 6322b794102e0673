import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { startTrial, useSubscription } from './api.ts';
import { trialText } from './trial-text.ts';

/**
 * The free day, offered first to a learner who may take it. The server decides who may: once per
 * account, and never after a paid plan.
 */
export function TrialOffer() {
  const { data } = useSubscription();
  const titleId = useId();
  const trial = useMutation({
    mutationFn: startTrial,
    onSuccess: () => toast.success(trialText('trial.started')),
  });
  if (!data?.trialAvailable) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold">
          {trialText('trial.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{trialText('trial.text')}</p>
      </div>
      <Button variant="accent" busy={trial.isPending} onClick={() => trial.mutate()} className="shrink-0">
        {trialText('trial.button')}
      </Button>
    </section>
  );
}
