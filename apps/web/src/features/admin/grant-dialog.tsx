import {
  type AdminUser,
  formatRwandanMobile,
  GRANT_REASON_MAX,
  GRANT_REASON_MIN,
  PAID_PLANS,
  type PaidPlanCode,
} from '@provisoire/domain';
import type { GrantInput } from '@provisoire/domain/admin-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { errorText } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/format-date.ts';
import { planName } from '../../lib/plan-name.ts';
import { uuid } from '../../lib/uuid.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { toast } from '../../ui/toast.ts';
import { adminText } from './admin-text.ts';
import { grantSubscription } from './api.ts';

const PLAN_OPTIONS = PAID_PLANS.map((plan) => ({ value: plan, label: planName(plan) }));

/**
 * Subscription time given by hand (a cash payment at a school), with the reason the audit log keeps.
 * A retried send of the same grant grants once (its request id).
 */
export default function GrantDialog({
  learner,
  open,
  onClose,
}: {
  learner: AdminUser;
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<PaidPlanCode | ''>('');
  const [reason, setReason] = useState('');
  // The grant last sent: sent again unchanged (its answer lost), it keeps its id and grants once.
  const lastSent = useRef<GrantInput | null>(null);
  const [checked, setChecked] = useState(false);
  const name = learner.displayName || (learner.phone && formatRwandanMobile(learner.phone)) || learner.email || '';
  const grant = useMutation({
    mutationFn: (input: GrantInput) => grantSubscription(learner.id, input),
    onSuccess: ({ subscription }) => {
      queryClient.invalidateQueries({ queryKey: ['admin'] });
      // Opened again for this learner, it is a new grant.
      lastSent.current = null;
      setPlan('');
      setReason('');
      setChecked(false);
      onClose();
      toast.success(adminText('grant.done', { name, end: formatDay(subscription.end) }));
    },
  });
  const planError = checked && !plan ? adminText('grant.plan_required') : undefined;
  const reasonError = checked && reason.trim().length < GRANT_REASON_MIN ? adminText('grant.reason_short') : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!plan || reason.trim().length < GRANT_REASON_MIN) return;
    const previous = lastSent.current;
    const input = { plan, reason: reason.trim() };
    const same = previous?.plan === input.plan && previous.reason === input.reason;
    lastSent.current = { ...input, requestId: same ? previous.requestId : uuid() };
    grant.mutate(lastSent.current);
  };
  const title = adminText('grant.title', { name });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
        <h2 className="text-xl font-bold break-words">{title}</h2>
        <p className="text-sm text-stone-700">{adminText('grant.intro')}</p>
        <FormAlert text={grant.error ? errorText(grant.error) : null} />
        <SelectField
          label={adminText('grant.plan')}
          placeholder={adminText('grant.choose')}
          options={PLAN_OPTIONS}
          value={plan}
          onChange={(e) => setPlan(e.target.value as PaidPlanCode | '')}
          error={planError}
          required
        />
        <Field
          label={adminText('grant.reason')}
          hint={adminText('grant.reason_hint')}
          name="reason"
          value={reason}
          maxLength={GRANT_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError}
          required
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={grant.isPending}>
            {adminText('grant.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {adminText('grant.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
