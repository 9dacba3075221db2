import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since the epoch), never below 0. */
const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A countdown in whole seconds: `start(seconds)` begins one, `seconds` is what is left (0 when none
 * runs). It reads the clock on each tick rather than counting ticks, so a throttled background tab
 * still ends on time.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!deadline) return;
    setSeconds(secondsLeft(deadline));
    const timer = setInterval(() => {
      const left = secondsLeft(deadline);
      setSeconds(left);
      if (!left) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((length: number) => setDeadline(Date.now() + length * 1000), []);
  return { seconds, start };
}
