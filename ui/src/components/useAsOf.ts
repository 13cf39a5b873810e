import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface AsOf {
  /** The instant the view shows (ISO), or undefined for now. */
  readonly asOf: string | undefined;
  readonly setAsOf: (instant: string | undefined) => void;
}

/** Time travel: `?asOf=` in the address, so the view can be shared; an unreadable value means now. */
export const useAsOf = (): AsOf => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('asOf');
  const asOf = raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
  const setAsOf = useCallback(
    (instant: string | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (instant) next.set('asOf', instant);
        else next.delete('asOf');
        return next;
      }),
    [setParams],
  );
  return { asOf, setAsOf };
};
