import { useSyncExternalStore } from 'react';
import { Button } from '../../ui/button.tsx';
import { applyUpdate, subscribeWorker, waitingWorker } from '../offline/register-sw.ts';
import { useOnline } from '../offline/use-online.ts';
import { dashboardText } from './dashboard-text.ts';

/** A thin bar over the page: no connection (what still works), or a new version to reload into. */
export function OfflineBar() {
  const online = useOnline();
  const update = useSyncExternalStore(subscribeWorker, waitingWorker, () => null);
  return (
    <div role="status" className="empty:hidden">
      {!online && <p className="bg-stone-800 px-4 py-2 text-sm text-white">{dashboardText('offline.bar')}</p>}
      {update && (
        <p className="flex flex-wrap items-center justify-between gap-2 bg-emerald-50 px-4 py-2 text-sm text-emerald-950 ring-1 ring-emerald-200">
          {dashboardText('offline.update')}
          <Button variant="primary" className="px-3 py-1.5" onClick={applyUpdate}>
            {dashboardText('offline.update_action')}
          </Button>
        </p>
      )}
    </div>
  );
}
