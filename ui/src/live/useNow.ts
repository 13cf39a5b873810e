import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` (spec 3 §4 Timers: the home date every 60000 ms). */
export const useNow = (intervalMs: number): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};
