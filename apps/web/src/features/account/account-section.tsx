import { type ReactNode, useId } from 'react';
import { Card } from '../../ui/card.tsx';

/** One card of the account page, named by its heading for screen readers. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
