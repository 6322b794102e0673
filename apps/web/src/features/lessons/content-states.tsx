import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Navigate } from 'react-router';
import type { MessageKey } from '../../i18n/rw.ts';
import { t } from '../../i18n/t.ts';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SUBSCRIBE_PATH } from './api.ts';

export const needsSubscription = (error: unknown) =>
  error instanceof ApiError && error.code === 'subscription_required';

/** Content the server refused for want of a subscription: say so once, and go where one is bought. */
export function SubscribeRedirect() {
  useEffect(() => {
    toast.error(t('errors.subscription_required'), { id: 'subscription_required' });
  }, []);
  return <Navigate to={SUBSCRIBE_PATH} replace />;
}

export function ContentLoading({ text }: { text: MessageKey }) {
  return (
    <p role="status" className="flex items-center gap-2 text-stone-600">
      <Spinner /> {t(text)}
    </p>
  );
}

/** 'Error loading content', with a retry unless asking again cannot help. */
export function ContentError({ message, onRetry, busy }: { message?: string; onRetry?: () => void; busy?: boolean }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <p>{message ?? t('lessons.content_error')}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" busy={busy} onClick={onRetry}>
          {t('lessons.retry')}
        </Button>
      )}
    </div>
  );
}
