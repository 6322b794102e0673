import type { SessionUser } from '@provisoire/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { t } from '../../i18n/t.ts';
import { errorText } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { resendVerification } from '../auth/api.ts';

export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const [busy, setBusy] = useState(false);
  if (!user.email || user.emailVerified) return null;
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification();
      toast.success(t('verify.resent'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <p>{t('verify.banner')}</p>
      <Button variant="ghost" className="min-h-9 py-1 underline" busy={busy} onClick={resend}>
        {t('verify.resend')}
      </Button>
    </div>
  );
}
