import { useEffect, useState } from 'react';

/** At the latest, even on a page that is never idle. */
const LONGEST_WAIT_MS = 2000;

/**
 * False until the browser is first idle after this component mounted — the page drawn, its first
 * scripts run — then true: for a part that should not compete with the first screen (issue 28).
 */
export function useAfterFirstIdle(): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    const done = () => setIsIdle(true);
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: LONGEST_WAIT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(done, 0);
    return () => clearTimeout(handle);
  }, []);
  return isIdle;
}
