import { useEffect, useState } from 'react';

/** Seconds left of `seconds` counted from `since` (a timestamp), down to 0; the full count while `since` is null. */
export function useCountdown(seconds: number, since: number | null) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (since === null) return;
    const end = since + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return left;
}
