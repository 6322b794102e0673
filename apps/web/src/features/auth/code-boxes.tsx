import { PHONE_CODE_LENGTH } from '@provisoire/domain';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { authText } from './auth-text.ts';

interface Props {
  digits: string[];
  onDigits: (digits: string[]) => void;
  error?: string | undefined;
  /** While a code is being checked: the boxes keep focus but take no digits. */
  readOnly?: boolean;
}

/**
 * Six boxes, one digit each: typing moves on, backspace moves back, a pasted or autofilled code
 * (the phone offers the SMS's code in the first box) spreads across them. The boxes share the
 * row's width, so the six fit a 360 px screen.
 */
export function CodeBoxes({ digits, onDigits, error, readOnly }: Props) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(PHONE_CODE_LENGTH - 1, index))]?.focus();

  // On arrival the first box takes the typing (the code is on its way by SMS); a refused code empties
  // the boxes, and the learner types again from the first.
  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);
  useEffect(() => {
    if (error) boxes.current[0]?.focus();
  }, [error]);

  /** Writes these digits from `index` on, and moves to the box after the last one written. */
  function spread(index: number, typed: string) {
    if (readOnly) return;
    const incoming = typed
      .replace(/\D/g, '')
      .slice(0, PHONE_CODE_LENGTH - index)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, i) => {
      next[index + i] = digit;
    });
    onDigits(next);
    focus(index + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0 && !readOnly) {
      event.preventDefault();
      onDigits(digits.map((digit, i) => (i === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    spread(index, event.clipboardData.getData('text'));
  }

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{authText('phone.code')}</legend>
      <div className="flex gap-2">
        {Array.from({ length: PHONE_CODE_LENGTH }, (_, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are fixed positions
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            aria-label={authText('phone.digit', { n: index + 1 })}
            aria-invalid={error ? true : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            pattern="[0-9]*"
            readOnly={readOnly}
            value={digits[index] ?? ''}
            onChange={(event) => {
              const typed = event.target.value;
              if (typed === '') onDigits(digits.map((digit, i) => (i === index ? '' : digit)));
              // A whole code (the phone's autofill) fills every box; one digit typed over another replaces it.
              else if (typed.length >= PHONE_CODE_LENGTH) spread(0, typed);
              else spread(index, typed.length > 1 && digits[index] ? typed.replace(digits[index], '') : typed);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className="h-12 w-0 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white text-center text-xl font-semibold tabular-nums focus:border-emerald-600 aria-invalid:border-red-600"
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ResendProps {
  secondsLeft: number;
  onResend: () => void;
  disabled?: boolean;
}

/** 'Ohereza indi code', counting down the minute the server holds between two codes to one number. */
export const ResendCodeButton = ({ secondsLeft, onResend, disabled = false }: ResendProps) => (
  <button
    type="button"
    onClick={onResend}
    disabled={disabled || secondsLeft > 0}
    className="min-h-11 font-medium text-emerald-800 underline disabled:text-stone-600 disabled:no-underline"
  >
    {secondsLeft > 0 ? authText('phone.resend_in', { seconds: secondsLeft }) : authText('phone.resend')}
  </button>
);
