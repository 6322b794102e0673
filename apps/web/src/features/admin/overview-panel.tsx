import { PAID_PLANS } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDay } from '../../lib/format-date.ts';
import { formatAmount } from '../../lib/format-number.ts';
import { planName } from '../../lib/plan-name.ts';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { adminText } from './admin-text.ts';
import { overviewQuery } from './api.ts';
import { DailyChart } from './daily-chart.tsx';

const rwf = (amount: number) => adminText('plan.price', { amount: formatAmount(amount) });

/** Money at a glance on an admin's home: the last 30 days' totals, two charts, and their table. */
export default function OverviewPanel() {
  const { data, error, refetch, isFetching } = useQuery(overviewQuery);
  // New arrays only with new figures: a chart is drawn again only then.
  const series = useMemo(
    () =>
      data && {
        days: data.days.map((d) => d.day),
        revenue: data.days.map((d) => d.revenue),
        learners: data.days.map((d) => d.newLearners),
      },
    [data],
  );
  if (error && !data) return <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />;
  if (!data || !series)
    return (
      <div role="status" className="h-40 animate-pulse rounded-2xl bg-stone-200">
        <span className="sr-only">{adminText('overview.title')}</span>
      </div>
    );
  const totals = [
    [adminText('overview.revenue'), rwf(data.totals.revenue)],
    [adminText('overview.payments'), String(data.totals.payments)],
    [adminText('overview.new_learners'), String(data.totals.newLearners)],
    [adminText('overview.active'), String(data.totals.activeSubscriptions)],
  ];
  return (
    <Card aria-labelledby="overview-title" padding="roomy" className="flex flex-col gap-4">
      <h2 id="overview-title" className="text-xl font-bold">
        {adminText('overview.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-sm text-stone-700">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold">{adminText('overview.per_plan')}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
          {PAID_PLANS.map((plan) => (
            <li key={plan}>
              {planName(plan)}: <span className="font-semibold">{rwf(data.revenueByPlan[plan])}</span>
            </li>
          ))}
        </ul>
      </div>
      <DailyChart
        days={series.days}
        values={series.revenue}
        label={adminText('overview.chart_revenue')}
        colour="#047857"
      />
      <DailyChart
        days={series.days}
        values={series.learners}
        label={adminText('overview.chart_learners')}
        colour="#b45309"
      />
      <details>
        <summary className="cursor-pointer font-semibold text-emerald-800">{adminText('overview.table')}</summary>
        <div className="mt-2">
          <table className="w-full text-center text-sm">
            <thead>
              <tr>
                <th scope="col">{adminText('overview.day')}</th>
                <th scope="col">{adminText('overview.revenue')}</th>
                <th scope="col">{adminText('overview.new_learners')}</th>
              </tr>
            </thead>
            <tbody>
              {[...data.days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-stone-200">
                  <th scope="row" className="py-1 font-medium">
                    {formatDay(`${d.day}T12:00:00`)}
                  </th>
                  <td>{rwf(d.revenue)}</td>
                  <td>{d.newLearners}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
