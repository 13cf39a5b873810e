// A small seeded pseudo-random source for the demo values: the same seed always gives the same plant.

/** FNV-1a: a 32-bit seed from a text, so each site and code gets its own stream. */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  gaussian(): number;
  pick<T>(items: readonly T[]): T;
}

/** Mulberry32 seeded from a text: fast, 32-bit state, good enough for plausible process noise. */
export const seededRandom = (seed: string): Random => {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    gaussian: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    pick: (items) => {
      const item = items[Math.floor(items.length * next())];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
  return random;
};
