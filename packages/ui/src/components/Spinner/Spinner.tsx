import { ProgressBar } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerTone = 'brand' | 'current';

export interface SpinnerProps {
  /**
   * The diameter: `sm` 16 px (inside buttons and text), `md` 24 px, `lg` 40 px (a loading area or page).
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * The colour: `brand` on a surface, `current` to take the surrounding text colour (inside a button).
   * @default 'brand'
   */
  tone?: SpinnerTone;
  /**
   * What a screen reader announces for the spinner.
   * @default 'Indlæser'
   */
  'aria-label'?: string;
  /**
   * Whether the spinner only decorates something that announces the waiting itself (a pending button):
   * it is then hidden from assistive technology instead of being a progress bar.
   * @default false
   */
  isDecorative?: boolean;
  /**
   * Extra classes for the spinner's box (margins, placement).
   * @default undefined
   */
  className?: string;
}

const spinner = tv({
  base: 'shrink-0 motion-safe:animate-spin',
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    tone: { brand: 'text-brand', current: 'text-current' },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

/**
 * An indeterminate loading indicator: a progress bar (RAC `ProgressBar`) named "Indlæser" for
 * assistive technology, or a purely decorative ring with `isDecorative`.
 */
export function Spinner({
  size,
  tone,
  'aria-label': label = 'Indlæser',
  isDecorative = false,
  className,
}: SpinnerProps) {
  const ring = (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={spinner({ size, tone })}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (isDecorative) return className ? <span className={`inline-flex ${className}`}>{ring}</span> : ring;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={`inline-flex ${className ?? ''}`.trim()}>
      {ring}
    </ProgressBar>
  );
}
