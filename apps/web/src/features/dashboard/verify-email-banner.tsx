import type { SessionUser } from '@provisoire/domain';
import { useMutation } from '@tanstack/react-query';
import { t } from '../../i18n/t.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.ts';
import { dashboardText } from './dashboard-text.ts';

export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const resend = useMutation({
    mutationFn: () => import('../auth/session-api.ts').then((auth) => auth.resendVerification()),
    onSuccess: () => toast.success(dashboardText('verify.resent')),
  });
  if (!user.email || user.emailVerified) return null;
  return (
    // A named region: every part of the page sits in a landmark, for those who move between them.
    <section
      aria-label={t('verify.title')}
      className="flex flex-wrap items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950"
    >
      <p>{dashboardText('verify.banner')}</p>
      <Button
        variant="ghost"
        className="min-h-9 py-1 underline"
        busy={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {dashboardText('verify.resend')}
      </Button>
    </section>
  );
}
