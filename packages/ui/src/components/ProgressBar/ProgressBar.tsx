import type { CSSProperties, ReactNode } from 'react';
import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { formatPercent, progressPercentage } from './progress';

export interface ProgressBarProps {
  /** What is progressing ("Importerer medlemmer"); it names the progress bar. */
  label: ReactNode;
  /**
   * How far it has come, between `minValue` and `maxValue`; ignored while indeterminate.
   * @default 0
   */
  value?: number;
  /**
   * The value at the start.
   * @default 0
   */
  minValue?: number;
  /**
   * The value when done (e.g. the number of rows to import).
   * @default 100
   */
  maxValue?: number;
  /**
   * Whether the amount of work is unknown: a striped bar instead of a share, and no value text.
   * @default false
   */
  isIndeterminate?: boolean;
  /**
   * The text beside the label and for screen readers, e.g. "120 af 300 medlemmer".
   * @default the percentage, e.g. '40 %'
   */
  valueLabel?: string;
  /**
   * Whether the value text is shown (screen readers get it either way).
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Extra classes for the outer box (layout: width, margins).
   * @default undefined
   */
  className?: string;
}

const box = tv({ base: 'flex w-full min-w-40 flex-col gap-1.5 text-sm' });

/** Diagonal stripes of the brand's soft tone over the brand, 16 px apart: the indeterminate bar. */
const stripes: CSSProperties = {
  backgroundColor: 'var(--color-brand)',
  backgroundImage:
    'linear-gradient(45deg, var(--color-brand-soft) 25%, transparent 25%, transparent 50%, var(--color-brand-soft) 50%, var(--color-brand-soft) 75%, transparent 75%, transparent)',
  backgroundSize: '16px 16px',
};

// The stripes move one period per loop. A CSS animation rather than a script one, so that reduced
// motion (motion-safe:) and the screenshot harness's "animation: none" stop it and it rests on the stripes.
const STRIPES_KEYFRAMES = '@keyframes klubhus-progress-stripes { to { background-position: 16px 0; } }';

/**
 * A progress bar for imports and exports (RAC `ProgressBar`): determinate with the percentage (or a
 * `valueLabel` of your own) beside the label, or indeterminate as moving stripes.
 */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  valueLabel,
  showValueLabel = true,
  className,
}: ProgressBarProps) {
  const percentage = progressPercentage(value, minValue, maxValue);
  const text = isIndeterminate ? undefined : (valueLabel ?? formatPercent(percentage));
  return (
    <RACProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={text}
      className={box({ className })}
    >
      <div className="flex items-baseline justify-between gap-3">
        <Label className="min-w-0 font-medium text-fg">{label}</Label>
        {showValueLabel && text !== undefined && <span className="shrink-0 text-fg-muted tabular-nums">{text}</span>}
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-neutral-soft">
        {isIndeterminate ? (
          <>
            <style href="klubhus-progress-stripes" precedence="default">
              {STRIPES_KEYFRAMES}
            </style>
            <div
              className="h-full w-full motion-safe:animate-[klubhus-progress-stripes_0.8s_linear_infinite]"
              style={stripes}
            />
          </>
        ) : (
          <div
            className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${percentage}%` }}
          />
        )}
      </div>
    </RACProgressBar>
  );
}
