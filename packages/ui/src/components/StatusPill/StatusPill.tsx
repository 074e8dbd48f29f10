import type { ReactNode } from 'react';
import { tv } from 'tailwind-variants/lite';

export type StatusPillTone = 'success' | 'purple' | 'primary' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusPillProps {
  /**
   * The colour: a soft background with its readable text. The ui knows no statuses; the caller (the
   * domain package) maps a role or a payment status to a tone and a label.
   * @default 'neutral'
   */
  tone?: StatusPillTone;
  /** The label, e.g. "Betalt" or "Administrator". */
  children: ReactNode;
  /**
   * Whether a small dot in the text colour leads the label (a status in a dense list).
   * @default false
   */
  hasDot?: boolean;
  /**
   * A leading icon (an inline SVG; decorative, so give it `aria-hidden`). Shown instead of the dot.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Extra classes for the pill (margins, placement).
   * @default undefined
   */
  className?: string;
}

const pill = tv({
  slots: {
    base: 'inline-flex max-w-full items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
    dot: 'size-1.5 shrink-0 rounded-full bg-current',
    iconBox: 'inline-flex shrink-0 [&>svg]:size-3',
    label: 'truncate',
  },
  variants: {
    tone: {
      success: { base: 'bg-success-soft text-success-soft-fg' },
      purple: { base: 'bg-purple-soft text-purple-soft-fg' },
      primary: { base: 'bg-brand-soft text-brand-soft-fg' },
      warning: { base: 'bg-warning-soft text-warning-soft-fg' },
      danger: { base: 'bg-danger-soft text-danger-soft-fg' },
      info: { base: 'bg-info-soft text-info-soft-fg' },
      neutral: { base: 'bg-neutral-soft text-neutral-soft-fg' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/**
 * A small rounded label for a status or a role ("Betalt", "Administrator"), in one of seven tones. The
 * colour only repeats what the text says, so the pill reads the same without it.
 */
export function StatusPill({ tone, children, hasDot = false, icon, className }: StatusPillProps) {
  const styles = pill({ tone });
  return (
    <span className={styles.base({ className })}>
      {icon ? (
        <span aria-hidden="true" className={styles.iconBox()}>
          {icon}
        </span>
      ) : (
        hasDot && <span aria-hidden="true" className={styles.dot()} />
      )}
      <span className={styles.label()}>{children}</span>
    </span>
  );
}
