import { t } from '../i18n/t.ts';
import { errorText, mayPassOnRetry } from '../lib/api-client.ts';
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

/** A query's failure in its own words, with a retry only where asking again may help (not a 4xx). */
export function QueryLoadError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  return <LoadError text={errorText(error)} onRetry={mayPassOnRetry(error) ? onRetry : undefined} busy={busy} />;
}
