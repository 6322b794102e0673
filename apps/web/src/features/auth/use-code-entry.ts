import {
  PHONE_CODE_LENGTH,
  type PhoneCodeCheckInput,
  PhoneCodeCheckSchema,
  type PhoneCodeSent,
} from '@provisoire/domain';
import { type FormEvent, useState } from 'react';
import { errorText, fieldText, mayPassOnRetry } from '../../lib/api-client.ts';
import { serverErrors } from '../../lib/use-schema-form.ts';
import { useSecondsLeft } from '../../lib/use-seconds-left.ts';
import { toast } from '../../ui/toast.ts';
import { authText } from './auth-text.ts';

const EMPTY: string[] = Array(PHONE_CODE_LENGTH).fill('');

/**
 * The six boxes of an SMS code and their checking: the sixth digit sends the code; a wrong one empties
 * the boxes with the spec's toast; anything else is the form's message (a lost connection keeps the
 * digits, to send again). `verify` does what a right code leads to. `resendIn` counts down to when a
 * new code may be asked for, from `resendAfter` (a time on this device's clock) and then from each new
 * code's own wait.
 */
export function useCodeEntry(
  verificationId: string,
  verify: (input: PhoneCodeCheckInput) => Promise<void>,
  resendAfter: number,
) {
  const [digits, setDigits] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resendAt, setResendAt] = useState(resendAfter);
  const resendIn = useSecondsLeft(resendAt);

  async function check(code: string) {
    const parsed = PhoneCodeCheckSchema.safeParse({ verificationId, code });
    if (!parsed.success) {
      const codeIssue = parsed.error.issues.find((issue) => issue.path[0] === 'code');
      setError(fieldText(codeIssue?.message));
      if (!codeIssue) setFailure(authText('phone.missing'));
      return;
    }
    setPending(true);
    setError(undefined);
    setFailure(null);
    try {
      await verify(parsed.data);
    } catch (failed) {
      if (!mayPassOnRetry(failed)) setDigits(EMPTY);
      const refused = serverErrors(failed, ['code'], { code_wrong: 'code' });
      setError(fieldText(refused.errors.code));
      setFailure(refused.failure);
      if (refused.errors.code) toast.error(authText('phone.retry'));
    } finally {
      setPending(false);
    }
  }

  return {
    digits,
    error,
    failure,
    pending,
    resendIn,
    onDigits(next: string[]) {
      setDigits(next);
      if (next.every((digit) => digit !== '') && !pending) void check(next.join(''));
    },
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void check(digits.join(''));
    },
    /** Asks for a new code: empty boxes and no old error once it is on its way; null when it is not. */
    async resend(request: () => Promise<PhoneCodeSent>) {
      setFailure(null);
      try {
        const sent = await request();
        setDigits(EMPTY);
        setError(undefined);
        setResendAt(Date.now() + sent.resendInSeconds * 1000);
        toast.success(authText('phone.resent'));
        return sent;
      } catch (failed) {
        setFailure(errorText(failed));
        return null;
      }
    },
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;
