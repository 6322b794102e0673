import { useQuery } from '@tanstack/react-query';
import { formatDayTime } from '../../lib/format-date.ts';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { adminText } from './admin-text.ts';
import { failingDeliveriesQuery } from './api.ts';

/**
 * On an admin's home, only when something is wrong: the mail and SMS that keep failing (the mail
 * server down, a number refused), with why, so the operator mends the provider.
 */
export default function FailingDeliveriesPanel() {
  const { data, error, refetch, isFetching } = useQuery(failingDeliveriesQuery);
  if (error && !data) return <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />;
  if (!data?.deliveries.length) return null;
  return (
    <section
      aria-labelledby="deliveries-title"
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:p-6"
    >
      <h2 id="deliveries-title" className="text-xl font-bold">
        {adminText('deliveries.title', { count: data.deliveries.length })}
      </h2>
      <p className="text-stone-800">{adminText('deliveries.intro')}</p>
      <ul className="flex flex-col gap-2">
        {data.deliveries.map((d) => (
          <li key={d.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
            <p className="font-semibold">
              {adminText(`deliveries.kind.${d.kind}`)} · {adminText(`deliveries.${d.channel}`)} ·{' '}
              <span className="break-all">{d.recipient}</span>
            </p>
            <p className={d.status === 'failed' ? 'font-semibold text-red-800' : 'text-amber-900'}>
              {adminText(`deliveries.${d.status}`)} · {adminText('deliveries.tries', { count: d.tries })}
            </p>
            <p className="text-stone-700">
              {adminText('deliveries.since', { time: formatDayTime(d.createdAt) })}
              {d.nextTryAt && <> · {adminText('deliveries.next', { time: formatDayTime(d.nextTryAt) })}</>}
            </p>
            {d.lastError && (
              <p className="break-all text-stone-700">{adminText('deliveries.error', { error: d.lastError })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
