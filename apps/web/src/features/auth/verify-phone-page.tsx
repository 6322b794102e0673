import { PHONE_CODE_COOLDOWN_SECONDS, safeRedirect } from '@provisoire/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { requestPhoneCode, verifyPhoneCode, verifyPhonePath } from './api.ts';
import { tu } from './auth-text.ts';
import { CodeBoxes, ResendCodeButton } from './code-boxes.tsx';
import { useCodeEntry } from './use-code-entry.ts';
import { useRedirectParam } from './use-query-param.ts';

/** The six digits of the SMS: right, the learner is in; wrong, they try again or ask for another. */
export function Component() {
  const [params] = useSearchParams();
  const verificationId = params.get('verificationId') ?? '';
  const phone = params.get('phone') ?? '';
  const redirect = useRedirectParam();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const entry = useCodeEntry(verificationId, async (input) => {
    await verifyPhoneCode(input);
    toast.success(tu('phone.success'));
    navigate(safeRedirect(redirect), { replace: true });
  });
  // A new code a minute after this one was asked for (the server holds the same minute).
  const [resendAt, setResendAt] = useState(() => Date.now() + PHONE_CODE_COOLDOWN_SECONDS * 1000);
  const resendIn = useSecondsLeft(resendAt);

  async function resend() {
    entry.setFailure(null);
    try {
      const sent = await requestPhoneCode(phone);
      entry.clear();
      setResendAt(Date.now() + sent.resendInSeconds * 1000);
      toast.success(tu('phone.resent'));
      navigate(verifyPhonePath(sent.verificationId, sent.phone, redirect), { replace: true });
    } catch (failed) {
      entry.setFailure(errorText(failed));
    }
  }

  return (
    <form method="post" onSubmit={entry.onSubmit} noValidate className="flex flex-col gap-4">
      <PageTitle text={tu('phone.title')} />
      <h1 className="text-2xl font-bold">{tu('phone.title')}</h1>
      {verificationId && phone ? (
        <p className="text-sm text-stone-700">{tu('phone.sent', { phone })}</p>
      ) : (
        <FormAlert text={tu('phone.missing')} />
      )}
      <FormAlert text={entry.failure} />
      <CodeBoxes
        digits={entry.digits}
        onDigits={entry.onDigits}
        error={entry.error}
        disabled={!hydrated || entry.pending}
      />
      <Button type="submit" busy={entry.pending} disabled={!hydrated}>
        {tu('phone.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <ResendCodeButton secondsLeft={resendIn} onResend={resend} disabled={!hydrated || !phone} />
        <Link to="/login" className="min-h-11 content-center font-medium text-emerald-800 underline">
          {tu('phone.other_number')}
        </Link>
      </div>
    </form>
  );
}
