import { PHONE_CODE_COOLDOWN_SECONDS, paths, safeRedirect, withRedirect } from '@provisoire/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { toast } from '../../ui/toast.ts';
import { requestPhoneCode, verifyPhoneCode, verifyPhonePath } from './api.ts';
import { authText } from './auth-text.ts';
import { CodeStep, OTHER_NUMBER_CLASS } from './code-step.tsx';
import { useCodeEntry } from './use-code-entry.ts';
import { useRedirectParam } from './use-query-param.ts';

/** The six digits of the SMS: right, the learner is in; wrong, they try again or ask for another. */
export function Component() {
  const [params] = useSearchParams();
  const verificationId = params.get('verificationId') ?? '';
  const phone = params.get('phone') ?? '';
  const redirect = useRedirectParam();
  const navigate = useNavigate();
  // A new code a minute after this one was asked for (the server holds the same minute).
  const entry = useCodeEntry(
    verificationId,
    async (input) => {
      await verifyPhoneCode(input);
      toast.success(authText('phone.success'));
      navigate(safeRedirect(redirect), { replace: true });
    },
    Date.now() + PHONE_CODE_COOLDOWN_SECONDS * 1000,
  );
  const heading = (
    <>
      <PageTitle text={authText('phone.title')} />
      <h1 className="text-2xl font-bold">{authText('phone.title')}</h1>
    </>
  );
  const otherNumber = (
    <Link to={withRedirect(paths.login, redirect)} className={OTHER_NUMBER_CLASS}>
      {authText('phone.other_number')}
    </Link>
  );
  // Opened without its code's details (a link cut short): nothing to type the code for.
  if (!verificationId || !phone)
    return (
      <div className="flex flex-col gap-4">
        {heading}
        <FormAlert text={authText('phone.missing')} />
        {otherNumber}
      </div>
    );

  async function resend() {
    const sent = await entry.resend(() => requestPhoneCode(phone));
    if (sent) navigate(verifyPhonePath(sent.verificationId, sent.phone, redirect), { replace: true });
  }

  return <CodeStep heading={heading} phone={phone} entry={entry} onResend={resend} otherNumber={otherNumber} />;
}
