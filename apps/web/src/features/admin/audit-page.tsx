import { type AdminAuditEntry, PLANS, type PlanCode } from '@provisoire/domain';
import { formatDayTime } from '../../lib/format-date.ts';
import { planName } from '../../lib/plan-name.ts';
import { AdminList } from './admin-list.tsx';
import { adminText } from './admin-text.ts';
import { failureReasonText } from './failure-reason.ts';

/** `/dashboard/audit` (Ibyakozwe): admin and money events, newest first, who did them and for whom. */
export function Component() {
  return (
    <AdminList name="audit" title={adminText('audit.title')} searchable={false} keyOf={(e) => e.id}>
      {(entry) => <AuditLine entry={entry} />}
    </AdminList>
  );
}

const ACTIONS = [
  'payment.created',
  'payment.paid',
  'payment.failed',
  'payment.cancelled',
  'payment.mismatch',
  'subscription.trial',
  'subscription.granted',
  'admin.role_granted',
  'admin.role_revoked',
  'admin.payment_checked',
  'seat.assigned',
  'school.approved',
  'school.rejected',
  'sms.budget_reached',
] as const;
type Action = (typeof ACTIONS)[number];
const isAction = (action: string): action is Action => ACTIONS.includes(action as Action);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What happened, in words: the action's own sentence with its amount, method or plan. */
function describe({ action, details }: AdminAuditEntry) {
  if (!isAction(action)) return adminText('audit.other', { action });
  const plan = text(details.plan);
  return adminText(`audit.${action}`, {
    amount: text(details.amount),
    method: details.method === 'mtn' || details.method === 'airtel' ? adminText(`pay.${details.method}`) : '',
    plan: plan in PLANS ? planName(plan as PlanCode) : plan,
  });
}

function AuditLine({ entry }: { entry: AdminAuditEntry }) {
  const reason = text(entry.details.reason);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-stone-600">
        <time dateTime={entry.at}>{formatDayTime(entry.at)}</time>
      </p>
      <h2 className="font-semibold">{describe(entry)}</h2>
      {entry.learner && entry.learner.id !== entry.actor?.id && (
        <p className="text-sm text-stone-700">{adminText('audit.about', { name: entry.learner.displayName || '—' })}</p>
      )}
      <p className="text-sm text-stone-700">
        {entry.actor ? adminText('audit.by', { name: entry.actor.displayName || '—' }) : adminText('audit.by_system')}
      </p>
      {reason && (
        <p className="text-sm break-words text-stone-700">
          {entry.action === 'payment.failed' ? failureReasonText(reason) : adminText('audit.reason', { reason })}
        </p>
      )}
    </div>
  );
}
