import type { ComponentPropsWithoutRef } from 'react';

const PADDING = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6', roomy: 'p-4 sm:p-6' } as const;

/** The white, rounded panel most pages are made of; `cardClass` for an element that is not a section. */
export const cardClass = (padding: keyof typeof PADDING = 'lg', extra = '') =>
  ['rounded-2xl bg-white ring-1 ring-stone-200', PADDING[padding], extra].filter(Boolean).join(' ');

interface CardProps extends ComponentPropsWithoutRef<'section'> {
  padding?: keyof typeof PADDING;
}

export const Card = ({ padding, className, ...props }: CardProps) => (
  <section className={cardClass(padding, className)} {...props} />
);
