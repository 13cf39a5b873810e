import { factoryToday, systemClock } from '@ftr/contracts';
import { useEffect, useState } from 'react';

/** Today's factory date (the factory day turns at 07:00 local), re-read every minute. */
export const useFactoryToday = (): string => {
  const [today, setToday] = useState(() => factoryToday(systemClock.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(factoryToday(systemClock.now())), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return today;
};
