import { formatRwandanMobile } from '@provisoire/domain';
import { formatDay } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { AdminList } from './admin-list.tsx';
import { adminText } from './admin-text.ts';

/** `/dashboard/subscribers` (Abafatabuguzi): every subscription with its plan, days left and last payment. */
export function Component() {
  return (
    <AdminList name="subscriptions" title={adminText('subscribers.title')} exportable keyOf={(s) => s.userId}>
      {(s) => (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold break-words">{s.displayName || '—'}</h2>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${s.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
            >
              {s.status === 'active' ? adminText('subscribers.active') : adminText('subscribers.expired')}
            </span>
          </div>
          <p className="text-sm break-words text-stone-700">
            {[s.phone && formatRwandanMobile(s.phone), s.email].filter(Boolean).join(' · ')}
          </p>
          <p className="font-medium">{planName(s.plan)}</p>
          <p className="text-sm text-stone-700">
            {adminText('subscribers.period', { start: formatDay(s.start), end: formatDay(s.end) })}
          </p>
          <p className="text-sm text-stone-700">
            {adminText('subscribers.days_left', { days: s.daysLeft })} ·{' '}
            {s.lastAmount === null
              ? adminText('subscribers.no_payment')
              : adminText('subscribers.last_amount', { amount: formatAmount(s.lastAmount) })}
          </p>
        </div>
      )}
    </AdminList>
  );
}
