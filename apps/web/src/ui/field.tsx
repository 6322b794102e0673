import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** A control beside the label, e.g. show the password. */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export function Field({ label, error, hint, action, className = '', ref, ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    // The action sits beside the label but after the input in the tab order; a long label wraps beside it.
    <div className={`grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="col-span-2 min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-emerald-600 aria-invalid:border-red-600"
        {...input}
      />
      {action && <div className="col-start-2 row-start-1">{action}</div>}
      {hint && !error && (
        <p id={`${id}-hint`} className="col-span-2 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** An e-mail input with the phone keyboard and autofill set for it. */
export const EmailField = (props: Omit<Props, 'type'>) => (
  <Field type="email" autoComplete="email" inputMode="email" {...props} />
);

/** A phone number input: the phone keypad, and autofill of the learner's own number. */
export const PhoneField = (props: Omit<Props, 'type'>) => (
  <Field name="phone" type="tel" inputMode="tel" autoComplete="tel" {...props} />
);
