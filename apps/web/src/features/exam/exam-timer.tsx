import { useEffect, useState } from 'react';
import { formatCountdown } from '../../lib/format-date.ts';
import { examText } from './exam-text.ts';

const WARNING_SECONDS = 60;

/** Whole seconds until `deadline` on the server's clock; `skewMs` is how far the phone's clock is behind it. */
const secondsLeft = (deadline: string, skewMs: number) =>
  Math.max(0, Math.ceil((new Date(deadline).getTime() - (Date.now() + skewMs)) / 1000));

/** The countdown from 20:00; it alone re-renders each second. At 0 it calls `onExpire`, once. */
export function ExamTimer({ deadline, skewMs, onExpire }: { deadline: string; skewMs: number; onExpire: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(deadline, skewMs));
  useEffect(() => {
    const tick = () => {
      const next = secondsLeft(deadline, skewMs);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onExpire();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline, skewMs, onExpire]);
  const warn = left <= WARNING_SECONDS;
  return (
    <p
      className={`rounded-lg px-3 py-1 font-mono text-lg font-bold ${warn ? 'bg-red-100 text-red-800' : 'bg-stone-100'}`}
    >
      <span className="sr-only">{examText('exam.time_left')}: </span>
      <time>{formatCountdown(left)}</time>
      {/* Announced once, not every second: a screen reader would otherwise read the clock nonstop. */}
      {warn && left > 0 && (
        <span role="status" className="sr-only">
          {examText('exam.time_warning')}
        </span>
      )}
    </p>
  );
}
