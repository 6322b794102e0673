import { type SelectHTMLAttributes, useId } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** What the empty first choice says ('Hitamo'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

/** A labelled select whose error is announced and tied to it, like Field. */
export function SelectField({ label, placeholder, options, error, ...select }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-emerald-600 disabled:bg-stone-100 disabled:text-stone-600 aria-invalid:border-red-600"
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
