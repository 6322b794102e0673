import { useState, useSyncExternalStore } from 'react';
import { installOfferDue, noteInstallOffered } from '../../lib/install-moment.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Button } from '../../ui/button.tsx';
import { installPrompt, promptInstall, subscribeWorker } from '../offline/register-sw.ts';
import { dashboardText } from './dashboard-text.ts';

const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/**
 * "Shyira kuri telefoni", offered once, after a first lesson or exam (never on the first screen): the
 * browser's own install dialog where it has one, a short how-to where it does not.
 */
export function InstallOffer() {
  const [closed, setClosed] = useState(false);
  const offer = useSyncExternalStore(subscribeWorker, installPrompt, () => null);
  // What this phone noted (a first lesson read) is read once the page is the browser's: the home the
  // server rendered with its data has no offer in it, and hydrates as it came.
  const hydrated = useHydrated();
  if (closed || !hydrated || !installOfferDue() || installed()) return null;
  const close = () => {
    noteInstallOffered();
    setClosed(true);
  };
  return (
    <section aria-labelledby="install-offer" className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200">
      <h2 id="install-offer" className="font-semibold text-emerald-950">
        {dashboardText('install.title')}
      </h2>
      <p className="mt-1 text-stone-800">{dashboardText('install.body')}</p>
      {!offer && <p className="mt-1 text-stone-800">{dashboardText('install.howto')}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        {offer && (
          <Button onClick={() => void promptInstall().finally(close)}>{dashboardText('install.action')}</Button>
        )}
        <Button variant="secondary" onClick={close}>
          {dashboardText('install.later')}
        </Button>
      </div>
    </section>
  );
}
