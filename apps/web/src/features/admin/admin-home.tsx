import { Card } from '../../ui/card.tsx';
import { dashboardText } from '../dashboard/dashboard-text.ts';
import FailingDeliveriesPanel from './failing-deliveries-panel.tsx';
import OverviewPanel from './overview-panel.tsx';

/** An admin's home: money at a glance, and the deliveries that keep failing. */
export default function AdminHome() {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h1 className="text-2xl font-bold">{dashboardText('dashboard.home_title')}</h1>
        <p className="mt-2 text-stone-700">{dashboardText('dashboard.home_text')}</p>
      </Card>
      <FailingDeliveriesPanel />
      <OverviewPanel />
    </div>
  );
}
