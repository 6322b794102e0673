import { PHONE_CODE_LENGTH, type PhoneCodeCheckInput, PhoneCodeCheckSchema } from '@provisoire/domain';
import { type FormEvent, useState } from 'react';
import { fieldText } from '../../lib/api-client.ts';
import { toast } from '../../ui/toast.ts';
import { tu } from './auth-text.ts';
import { serverErrors } from './use-schema-form.ts';

const EMPTY: string[] = Array(PHONE_CODE_LENGTH).fill('');

/**
 * The six boxes of an SMS code and their checking: the sixth digit sends the code; a wrong one empties
 * the boxes with the spec's toast; anything else is the form's message. `verify` does what a right
 * code leads to.
 */
export function useCodeEntry(verificationId: string, verify: (input: PhoneCodeCheckInput) => Promise<void>) {
  const [digits, setDigits] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function check(code: string) {
    const parsed = PhoneCodeCheckSchema.safeParse({ verificationId, code });
    if (!parsed.success) {
      const codeIssue = parsed.error.issues.find((issue) => issue.path[0] === 'code');
      setError(fieldText(codeIssue?.message));
      if (!codeIssue) setFailure(tu('phone.missing'));
      return;
    }
    setPending(true);
    setError(undefined);
    setFailure(null);
    try {
      await verify(parsed.data);
    } catch (failed) {
      setDigits(EMPTY);
      const refused = serverErrors(failed, ['code'], { code_wrong: 'code' });
      setError(fieldText(refused.errors.code));
      setFailure(refused.failure);
      if (refused.errors.code) toast.error(tu('phone.retry'));
    } finally {
      setPending(false);
    }
  }

  return {
    digits,
    error,
    failure,
    setFailure,
    pending,
    onDigits(next: string[]) {
      setDigits(next);
      if (next.every((digit) => digit !== '') && !pending) void check(next.join(''));
    },
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void check(digits.join(''));
    },
    /** A new code is on its way: empty boxes, no old error. */
    clear() {
      setDigits(EMPTY);
      setError(undefined);
    },
  };
}
