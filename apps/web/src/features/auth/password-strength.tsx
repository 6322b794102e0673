import { useEffect, useState } from 'react';
import type { Strength } from './password-strength-estimate.ts';

// Shown only here (sign-up, reset, change password): kept with the hint, not in the shared catalog.
const TEXT = {
  weak: "Ijambo ry'ibanga ntirikomeye: riroroshye gukekwa.",
  fair: "Ijambo ry'ibanga riringaniye: ongeraho irindi jambo kugira ngo rikomere.",
  strong: "Ijambo ry'ibanga rirakomeye.",
};
const FILLED = { weak: 1, fair: 2, strong: 3 };
const COLOUR = { weak: 'bg-red-600', fair: 'bg-amber-500', strong: 'bg-emerald-600' };

// One download per visit, started by the first key typed.
let estimator: Promise<typeof import('./password-strength-estimate.ts')> | null = null;
const loadEstimator = () => {
  estimator ??= import('./password-strength-estimate.ts').catch((error) => {
    estimator = null; // a dropped connection: try again on the next key
    throw error;
  });
  return estimator;
};

/**
 * How hard a new password is to guess, in words (and a bar for those who see it), announced politely.
 * Only a hint: the server decides. The learner's name and e-mail count as easy guesses.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [strength, setStrength] = useState<Strength | null>(null);
  // As one string: a new array of the same words on each render must not restart the wait.
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    // Waits for a pause in typing: a screen reader then reads one verdict, not one per key.
    const timer = setTimeout(() => {
      loadEstimator().then(
        ({ estimateStrength }) =>
          current && setStrength(estimateStrength(password, inputs.split('\n').filter(Boolean))),
        () => {}, // no hint offline: the server still checks
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  // The live region is always there, so that its first text is announced too.
  return (
    <div role="status" className="-mt-2 min-h-5 text-sm">
      {strength && (
        <div className="flex items-center gap-2">
          <span className="flex gap-1" aria-hidden="true">
            {[1, 2, 3].map((n) => (
              <span
                key={n}
                className={`h-1.5 w-6 rounded-full ${n <= FILLED[strength] ? COLOUR[strength] : 'bg-stone-200'}`}
              />
            ))}
          </span>
          <span className="text-stone-800">{TEXT[strength]}</span>
        </div>
      )}
    </div>
  );
}
