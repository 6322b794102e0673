import { paths } from '@provisoire/domain';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { t } from '../i18n/t.ts';
import { ApiError } from '../lib/api-client.ts';
import { toast } from './toast.ts';

export const needsSubscription = (error: unknown) =>
  error instanceof ApiError && error.code === 'subscription_required';

/** Content the server refused for want of a subscription: say so once, and go where one is bought. */
export function SubscribeRedirect() {
  useEffect(() => {
    toast.error(t('errors.subscription_required'), { id: 'subscription_required' });
  }, []);
  return <Navigate to={paths.subscribe} replace />;
}
