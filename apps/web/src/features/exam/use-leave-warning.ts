import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { mayLeave, setLeaveQuestion } from '../../lib/leave-warning.ts';

/**
 * While `question` is set, every way out of the page asks it first: a link, Back, a reload or closing the
 * tab (the browser's own prompt), and signing out (which asks `mayLeave`).
 */
export function useLeaveWarning(question: string | null) {
  useEffect(() => {
    if (!question) return;
    setLeaveQuestion(question);
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      setLeaveQuestion(null);
      window.removeEventListener('beforeunload', warn);
    };
  }, [question]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !!question && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (mayLeave()) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
