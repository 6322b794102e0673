import { PHONE_CODE_COOLDOWN_SECONDS, PHONE_CODE_LENGTH, PhoneCodeCheckSchema, safeRedirect } from '@provisoire/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText, fieldText } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { requestPhoneCode, verifyPhoneCode, verifyPhonePath } from './api.ts';
import { tu } from './auth-text.ts';
import { CodeBoxes } from './code-boxes.tsx';
import { useRedirectParam } from './use-redirect-param.ts';
import { serverErrors } from './use-schema-form.ts';

const EMPTY: string[] = Array(PHONE_CODE_LENGTH).fill('');

/** The six digits of the SMS: right, the learner is in; wrong, they try again or ask for another. */
export function Component() {
  const [params] = useSearchParams();
  const verificationId = params.get('verificationId') ?? '';
  const phone = params.get('phone') ?? '';
  const redirect = useRedirectParam();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [digits, setDigits] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A new code a minute after this one was asked for (the server holds the same minute).
  const [resendAt, setResendAt] = useState(() => Date.now() + PHONE_CODE_COOLDOWN_SECONDS * 1000);
  const resendIn = useSecondsLeft(resendAt);

  async function check(code: string) {
    const parsed = PhoneCodeCheckSchema.safeParse({ verificationId, code });
    if (!parsed.success) {
      setError(fieldText(parsed.error.issues.find((issue) => issue.path[0] === 'code')?.message));
      if (!parsed.error.issues.some((issue) => issue.path[0] === 'code')) setFailure(tu('phone.missing'));
      return;
    }
    setPending(true);
    setError(undefined);
    setFailure(null);
    try {
      await verifyPhoneCode(parsed.data);
      toast.success(tu('phone.success'));
      navigate(safeRedirect(redirect), { replace: true });
    } catch (failed) {
      setDigits(EMPTY);
      // A wrong code is the boxes' error (with the spec's toast); anything else the form's.
      const refused = serverErrors(failed, ['code'], { code_wrong: 'code' });
      setError(fieldText(refused.errors.code));
      setFailure(refused.failure);
      if (refused.errors.code) toast.error(tu('phone.retry'));
    } finally {
      setPending(false);
    }
  }

  // The sixth digit sends the code: nothing more to press.
  function onDigits(next: string[]) {
    setDigits(next);
    if (next.every((digit) => digit !== '') && !pending) void check(next.join(''));
  }

  async function resend() {
    setFailure(null);
    try {
      const sent = await requestPhoneCode(phone);
      setDigits(EMPTY);
      setError(undefined);
      setResendAt(Date.now() + sent.resendInSeconds * 1000);
      toast.success(tu('phone.resent'));
      navigate(verifyPhonePath(sent.verificationId, sent.phone, redirect), { replace: true });
    } catch (failed) {
      setFailure(errorText(failed));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void check(digits.join(''));
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PageTitle text={tu('phone.title')} />
      <h1 className="text-2xl font-bold">{tu('phone.title')}</h1>
      {verificationId && phone ? (
        <p className="text-sm text-stone-700">{tu('phone.sent', { phone })}</p>
      ) : (
        <FormAlert text={tu('phone.missing')} />
      )}
      <FormAlert text={failure} />
      <CodeBoxes digits={digits} onDigits={onDigits} error={error} disabled={!hydrated || pending} />
      <Button type="submit" busy={pending} disabled={!hydrated}>
        {tu('phone.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={resend}
          disabled={!hydrated || resendIn > 0 || !phone}
          className="min-h-11 font-medium text-emerald-800 underline disabled:text-stone-600 disabled:no-underline"
        >
          {resendIn > 0 ? tu('phone.resend_in', { seconds: resendIn }) : tu('phone.resend')}
        </button>
        <Link to="/login" className="min-h-11 content-center font-medium text-emerald-800 underline">
          {tu('phone.other_number')}
        </Link>
      </div>
    </form>
  );
}
