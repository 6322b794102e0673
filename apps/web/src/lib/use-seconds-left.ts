import { useEffect, useState } from 'react';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/** Whole seconds left until `end` (a time on this device's clock), down to 0. */
export function useSecondsLeft(end: number) {
  const [left, setLeft] = useState(() => secondsUntil(end));
  useEffect(() => {
    const tick = () => {
      const next = secondsUntil(end);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [end]);
  return left;
}
