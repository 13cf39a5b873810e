/**
 * Where the abuse limits keep their counters (docs/security.md "Sign-in and mail limits"): in memory
 * in the embedded mode, in Redis when REDIS_URL is set, so every replica counts together. Times come
 * from the caller's clock (the tests move it), never from the store.
 */
export interface LimitStore {
  /** Records one hit under `key` at `now` and answers the hits in the window ending at `now` (at most `cap`). */
  hit(key: string, now: Date, windowMs: number, cap: number): Promise<number>;
  /** The hits under `key` in the window ending at `now`. */
  count(key: string, now: Date, windowMs: number): Promise<number>;
  /** Sets a marker that lives `ttlMs` from `now`. */
  mark(key: string, now: Date, ttlMs: number): Promise<void>;
  /** Sets the marker only when it is not set; answers whether this call set it (one winner across replicas). */
  markOnce(key: string, now: Date, ttlMs: number): Promise<boolean>;
  marked(key: string, now: Date): Promise<boolean>;
  /** Forgets hits and markers under these keys. */
  clear(...keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** The embedded store: bounded maps (the least recently used keys are forgotten first under a spray). */
export const createMemoryLimitStore = (maxKeys = 100_000): LimitStore => {
  const hits = new Map<string, number[]>();
  const marks = new Map<string, number>();
  const bound = <V>(map: Map<string, V>, key: string, value: V) => {
    map.delete(key); // re-insert: the map's order is least recently used first
    map.set(key, value);
    if (map.size > maxKeys) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  };
  const recent = (key: string, now: Date, windowMs: number): number[] => {
    const since = now.getTime() - windowMs;
    return (hits.get(key) ?? []).filter((time) => time > since && time <= now.getTime());
  };
  const isMarked = (key: string, now: Date): boolean => {
    const until = marks.get(key);
    if (until === undefined) return false;
    if (until > now.getTime()) return true;
    marks.delete(key);
    return false;
  };
  // The in-process store answers at once; it keeps the port's promise shape.
  return {
    hit(key, now, windowMs, cap) {
      const kept = [...recent(key, now, windowMs), now.getTime()].slice(-cap);
      bound(hits, key, kept);
      return Promise.resolve(kept.length);
    },
    count: (key, now, windowMs) => Promise.resolve(recent(key, now, windowMs).length),
    mark(key, now, ttlMs) {
      bound(marks, key, now.getTime() + ttlMs);
      return Promise.resolve();
    },
    markOnce(key, now, ttlMs) {
      if (isMarked(key, now)) return Promise.resolve(false);
      bound(marks, key, now.getTime() + ttlMs);
      return Promise.resolve(true);
    },
    marked: (key, now) => Promise.resolve(isMarked(key, now)),
    clear(...keys) {
      for (const key of keys) {
        hits.delete(key);
        marks.delete(key);
      }
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
};
