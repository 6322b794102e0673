import { t } from '../i18n/t.ts';
import { Button } from './button.tsx';

/** What failed to load, with a retry unless asking again cannot help (no `onRetry`). */
export function LoadError({
  text,
  onRetry,
  busy,
  className = '',
}: {
  text: string;
  onRetry?: () => void;
  busy?: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-3" busy={busy} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
