import type { Device } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { AccountSection } from './account-section.tsx';
import { accountText } from './account-text.ts';
import { devicesQuery, useSignOutOthers } from './api.ts';
import { deviceName } from './device-name.ts';

const signedOutText = (count: number) =>
  count === 0
    ? accountText('account.signed_out_none')
    : count === 1
      ? accountText('account.signed_out_one')
      : accountText('account.signed_out_many', { count });

/** Where this account is signed in, and a way to sign out everywhere but here. */
export function DevicesSection() {
  const { data, isError, refetch, isRefetching } = useQuery(devicesQuery);
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutOthers();
  const others = data?.filter((d) => !d.current).length ?? 0;

  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: (count) => toast.success(signedOutText(count)),
      // Closed on failure too: the error toast would sit behind the modal.
      onSettled: () => setConfirming(false),
    });

  return (
    <AccountSection title={accountText('account.devices_title')}>
      {data ? (
        <>
          <ul className="mt-3 divide-y divide-stone-200">
            {/* This device first; the rest as the server sends them, most recently seen first. */}
            {[...data]
              .sort((a, b) => Number(b.current) - Number(a.current))
              .map((device) => (
                <DeviceRow key={device.id} device={device} />
              ))}
          </ul>
          {others === 0 ? (
            <p className="mt-3 text-sm text-stone-600">{accountText('account.devices_only_here')}</p>
          ) : (
            <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
              {accountText('account.sign_out_others')}
            </Button>
          )}
        </>
      ) : isError ? (
        <LoadError
          className="mt-3"
          text={accountText('account.devices_error')}
          onRetry={() => refetch()}
          busy={isRefetching}
        />
      ) : (
        <div className="mt-3">
          <LoadingStatus text={accountText('account.devices_loading')} />
        </div>
      )}

      <Dialog
        open={confirming}
        onClose={() => !signOut.isPending && setConfirming(false)}
        label={accountText('account.sign_out_others_title')}
        className="w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0"
      >
        <div className="flex flex-col gap-4 p-6">
          <h2 className="text-xl font-bold">{accountText('account.sign_out_others_title')}</h2>
          <p className="text-stone-700">{accountText('account.sign_out_others_text')}</p>
          <Button busy={signOut.isPending} onClick={confirm}>
            {accountText('account.sign_out_others_confirm')}
          </Button>
          <Button variant="ghost" disabled={signOut.isPending} onClick={() => setConfirming(false)}>
            {accountText('account.sign_out_others_cancel')}
          </Button>
        </div>
      </Dialog>
    </AccountSection>
  );
}

function DeviceRow({ device }: { device: Device }) {
  return (
    <li className="flex flex-col gap-0.5 py-3">
      <span className="font-semibold">{deviceName(device.userAgent)}</span>
      {device.current ? (
        <span className="text-sm font-medium text-emerald-800">{accountText('account.device_current')}</span>
      ) : (
        <span className="text-sm text-stone-600">
          {accountText('account.device_last_seen', { date: formatDateTime(device.lastSeenAt) })}
        </span>
      )}
    </li>
  );
}
