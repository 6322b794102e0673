import { type ReactNode, useId } from 'react';

/** One card of the account page, named by its heading for screen readers. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
