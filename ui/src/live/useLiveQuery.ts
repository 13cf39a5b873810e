import { useCallback, useEffect, useRef, useState } from 'react';
import { useChanges } from './socket.ts';

export interface LiveQuery<T> {
  data: T | undefined;
  loading: boolean;
  reload: () => Promise<void>;
  /** Shows `next` at once (an optimistic change, or its rollback); loads started before it are ignored. */
  replace: (next: T) => void;
}

/**
 * Loads once on mount and again whenever the server reports a change to `collection` (or after a
 * reconnection). Only the latest request's answer is kept; `onError` decides what a failure shows.
 */
export const useLiveQuery = <T>(collection: string, load: () => Promise<T>, onError?: (error: unknown) => void): LiveQuery<T> => {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const loader = useRef(load);
  const errors = useRef(onError);
  useEffect(() => {
    loader.current = load;
    errors.current = onError;
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const result = await loader.current();
      if (request === latest.current) setData(result);
    } catch (error) {
      if (request === latest.current) errors.current?.(error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  useChanges(collection, () => void reload());

  const replace = useCallback((next: T) => {
    latest.current += 1;
    setData(next);
  }, []);

  return { data, loading, reload, replace };
};
