import type { ReactNode } from 'react';
import { tv } from 'tailwind-variants/lite';

export type BadgeVariant = 'count' | 'beta';
export type BadgeTone = 'brand' | 'danger' | 'neutral';

export interface BadgeProps {
  /**
   * `count`: a number in a small pill (pending requests, payments); `beta`: a small soft "Beta" tag.
   * @default 'count'
   */
  variant?: BadgeVariant;
  /** The number of a count badge. Ignored by the beta tag. */
  count?: number;
  /**
   * The largest number shown; above it the badge shows `{max}+` (99 → "99+").
   * @default 99
   */
  max?: number;
  /**
   * Whether a count of 0 is shown; by default the badge then renders nothing.
   * @default false
   */
  showZero?: boolean;
  /**
   * The colour of a count badge: `brand` for news, `danger` for something that needs action, `neutral`
   * for plain counts (inactive members).
   * @default 'brand'
   */
  tone?: BadgeTone;
  /**
   * What a count means, for screen readers (e.g. "3 ventende anmodninger"); the visible number is then
   * hidden from them. Required when a count badge stands alone: a bare "3" says nothing.
   */
  'aria-label'?: string;
  /**
   * The text of the beta tag.
   * @default 'Beta'
   */
  children?: ReactNode;
  className?: string;
}

/**
 * The text a count badge shows, or null when it shows nothing: a negative or missing count, or 0 without
 * `showZero`. Counts above `max` read `{max}+`.
 */
export function formatBadgeCount(count: number | undefined, max = 99, showZero = false): string | null {
  if (count === undefined || !Number.isFinite(count) || count < 0) return null;
  const whole = Math.floor(count);
  if (whole === 0 && !showZero) return null;
  return whole > max ? `${max}+` : String(whole);
}

const badge = tv({
  base: 'inline-flex shrink-0 items-center justify-center rounded-full font-medium whitespace-nowrap',
  variants: {
    variant: {
      count: 'h-5 min-w-5 px-1.5 text-xs tabular-nums',
      beta: 'h-5 border border-border-strong bg-purple-soft px-2 text-xs text-purple-soft-fg',
    },
    tone: {
      brand: '',
      danger: '',
      neutral: '',
    },
  },
  compoundVariants: [
    { variant: 'count', tone: 'brand', className: 'bg-brand text-brand-fg' },
    { variant: 'count', tone: 'danger', className: 'bg-danger text-danger-fg' },
    { variant: 'count', tone: 'neutral', className: 'bg-neutral-soft text-neutral-soft-fg' },
  ],
  defaultVariants: { variant: 'count', tone: 'brand' },
});

/** A small pill: a count (99+, hidden at 0) or a "Beta" tag. */
export function Badge({
  variant = 'count',
  count,
  max = 99,
  showZero = false,
  tone,
  'aria-label': ariaLabel,
  children = 'Beta',
  className,
}: BadgeProps) {
  if (variant === 'beta') return <span className={badge({ variant, className })}>{children}</span>;
  const text = formatBadgeCount(count, max, showZero);
  if (text === null) return null;
  if (ariaLabel === undefined) return <span className={badge({ variant, tone, className })}>{text}</span>;
  // A span may not carry aria-label (it has no role), so the label is visually hidden text instead.
  return (
    <span className={badge({ variant, tone, className })}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{ariaLabel}</span>
    </span>
  );
}
