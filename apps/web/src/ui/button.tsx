import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-stone-300 disabled:text-stone-700',
  secondary: 'bg-white text-emerald-800 ring-1 ring-emerald-700/30 hover:bg-emerald-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
  accent: 'bg-amber-400 text-stone-900 hover:bg-amber-300',
} as const;

export const buttonClass = (variant: keyof typeof VARIANTS = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows a spinner and refuses clicks while its work runs. */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: Props) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
