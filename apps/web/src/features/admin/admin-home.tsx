import { Card } from '../../ui/card.tsx';
import { adminText } from './admin-text.ts';
import FailingDeliveriesPanel from './failing-deliveries-panel.tsx';
import OverviewPanel from './overview-panel.tsx';

/** An admin's home: money at a glance, and the deliveries that keep failing. */
export default function AdminHome() {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h1 className="text-2xl font-bold">{adminText('home.title')}</h1>
        <p className="mt-2 text-stone-700">{adminText('home.text')}</p>
      </Card>
      <FailingDeliveriesPanel />
      <OverviewPanel />
    </div>
  );
}
