import { formatRwandanMobile } from '@provisoire/domain';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { authText } from './auth-text.ts';
import { CodeBoxes, ResendCodeButton } from './code-boxes.tsx';
import type { CodeEntry } from './use-code-entry.ts';

/** How 'Koresha indi nimero' looks, a link or a button. */
export const OTHER_NUMBER_CLASS = 'min-h-11 content-center font-medium text-emerald-800 underline';

/**
 * The code's step, wherever a number is proven (signing in, adding one to an account): where it was
 * sent, the six boxes, 'Emeza', a new code after the minute, and the way back to another number.
 */
export function CodeStep({
  phone,
  entry,
  onResend,
  otherNumber,
  heading,
}: {
  phone: string;
  entry: CodeEntry;
  onResend: () => void;
  otherNumber: ReactNode;
  heading?: ReactNode;
}) {
  return (
    <form method="post" onSubmit={entry.onSubmit} noValidate className="flex flex-col gap-4">
      {heading}
      <p className="text-sm text-stone-700">{authText('phone.sent', { phone: formatRwandanMobile(phone) })}</p>
      <FormAlert text={entry.failure} />
      <CodeBoxes digits={entry.digits} onDigits={entry.onDigits} error={entry.error} readOnly={entry.pending} />
      <Button type="submit" busy={entry.pending}>
        {authText('phone.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <ResendCodeButton secondsLeft={entry.resendIn} onResend={onResend} />
        {otherNumber}
      </div>
    </form>
  );
}
