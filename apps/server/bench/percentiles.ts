/** What the bench prints per call; all times in milliseconds. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile of ascending samples: always a value that was actually measured, never an
 * interpolation between two, so a p99 over 300 requests names a real request the reader could see.
 */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] as number;
};

/** Sorts a copy, so the caller's samples keep their order (warm-up trends stay visible). */
export const summarise = (samples: readonly number[]): Summary => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
};
