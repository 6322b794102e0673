import { type ComponentProps, useState } from 'react';
import { t } from '../i18n/t.ts';
import { Field } from './field.tsx';

/** A password input with a show/hide switch: typing on a small phone keyboard is error-prone. */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'action'>) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      action={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          className="min-h-11 text-sm font-medium text-emerald-800 underline"
        >
          {shown ? t('login.hide_password') : t('login.show_password')}
        </button>
      }
    />
  );
}
