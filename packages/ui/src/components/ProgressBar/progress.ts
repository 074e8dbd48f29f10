/**
 * The share of the way from `minValue` to `maxValue` in percent, 0–100: values outside the range are
 * clamped, and an empty or reversed range (or a value that is not a number) counts as 0 %.
 */
export function progressPercentage(value: number, minValue = 0, maxValue = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(minValue) || !Number.isFinite(maxValue)) return 0;
  if (maxValue <= minValue) return 0;
  const share = ((value - minValue) / (maxValue - minValue)) * 100;
  return Math.min(100, Math.max(0, share));
}

/**
 * A percentage as Danish text: whole percent, a no-break space before the sign ("40 %"); never "100 %"
 * before the work is done, so 99.6 shows as "99 %".
 */
export function formatPercent(percentage: number): string {
  const whole = percentage >= 100 ? 100 : Math.min(99, Math.round(percentage));
  return `${Math.max(0, whole)}\u00a0%`;
}
