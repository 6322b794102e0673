import type { ErrorCode } from '@provisoire/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { cardClass } from '../../ui/card.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { lessonsText } from './lessons-text.ts';

/**
 * While study content loads, and if it fails: a number or name that is no page says so; anything else
 * is 'Error loading content' with a retry.
 */
export function ContentStatus({
  query,
  notFound,
  loadingText,
}: {
  query: UseQueryResult<unknown>;
  notFound: ErrorCode;
  loadingText: string;
}) {
  const { isPending, error, refetch, isRefetching } = query;
  if (isPending) return <LoadingStatus text={loadingText} />;
  if (!error) return null;
  const missing = error instanceof ApiError && error.code === notFound;
  return (
    <LoadError
      text={missing ? error.text : lessonsText('lessons.content_error')}
      onRetry={missing ? undefined : () => refetch()}
      busy={isRefetching}
      className={cardClass()}
    />
  );
}
