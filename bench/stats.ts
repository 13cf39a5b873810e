/** Nearest-rank percentile (p in 0..100) of unsorted samples. */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
};

export const perSecond = (count: number, milliseconds: number): number => (count * 1000) / milliseconds;
