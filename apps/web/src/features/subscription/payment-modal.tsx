import type { PaidPlanCode } from '@provisoire/domain';
import { lazy, Suspense } from 'react';
import { t } from '../../i18n/t.ts';
import type { ApiTexts } from '../../lib/api-client.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { payTitle } from './subscription-text.ts';
import type { PaymentFollower } from './use-followed-payment.ts';

// The form and its checks come with the first opening, not with the page.
const PaymentFlow = lazy(() => import('./payment-flow.tsx').then((m) => ({ default: m.PaymentFlow })));

interface Props {
  /** The plan whose button opened the modal; null while closed. */
  plan: PaidPlanCode | null;
  /** A school's purchase: this many seats of the plan. */
  seats?: number;
  /** The texts of the answers only the payer's feature gets (a school's: its seats, its approval). */
  texts?: ApiTexts;
  follower: PaymentFollower;
  onClose: () => void;
}

/**
 * Pay for a plan and wait for the phone's answer. While a payment is followed (still waiting, or
 * settled and not yet seen) the modal shows it, whichever button opened it: never a second form.
 */
export function PaymentModal({ plan, seats, texts, follower, onClose }: Props) {
  const shown = follower.current?.payment ?? (plan && { plan, seats });
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      label={shown ? payTitle(shown.plan, shown.seats) : ''}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0"
    >
      {plan && (
        <Suspense
          fallback={
            <div className="p-6">
              <LoadingStatus text={t('app.loading')} />
            </div>
          }
        >
          <div ref={focusFirstControl}>
            <PaymentFlow plan={plan} seats={seats} texts={texts} follower={follower} onClose={onClose} />
          </div>
        </Suspense>
      )}
    </Dialog>
  );
}

/**
 * The flow came after the dialog opened on the spinner (its code was loading): it gets the focus the
 * opening would have given, on its first control. Already loaded, it is there before the dialog opens.
 */
const focusFirstControl = (flow: HTMLDivElement | null) => {
  if (flow?.closest('dialog')?.open && !flow.contains(document.activeElement))
    flow.querySelector<HTMLElement>('input, button, a[href], [tabindex]')?.focus();
};
