import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';

interface Props {
  /** The button that asks first. */
  trigger: ReactNode;
  /** What will happen, read before the two answers. */
  warning: string;
  yes: string;
  no: string;
  busy: boolean;
  /** Done: the question closes; failed: it stays, to try again (the failure shows as its toast). */
  onYes: () => Promise<unknown>;
}

/**
 * An action that cannot be taken back asks in place: the warning takes focus (a screen reader reads
 * it first, Tab then reaches the answers), and 'no' puts things back as they were.
 */
export function ConfirmStep({ trigger, warning, yes, no, busy, onYes }: Props) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setAsking(true)}>
        {trigger}
      </Button>
    );
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3">
      <p ref={(p) => p?.focus()} tabIndex={-1} className="text-amber-950">
        {warning}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          busy={busy}
          onClick={() =>
            onYes().then(
              () => setAsking(false),
              () => {},
            )
          }
        >
          {yes}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {no}
        </Button>
      </div>
    </div>
  );
}
