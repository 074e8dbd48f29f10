import { useCallback, type ReactNode, type Ref } from 'react';
import { tv } from 'tailwind-variants/lite';
import { useIsOverflowing } from './useIsOverflowing';

/** The list heights the spec uses, in pixels. */
export const SCROLL_AREA_HEIGHTS = [250, 300, 400] as const;

export interface ScrollAreaProps {
  /** What scrolls. */
  children?: ReactNode;
  /**
   * The fixed height in pixels (the spec's lists use 250, 300 and 400). The content scrolls inside it.
   * @default 300
   */
  height?: number;
  /**
   * The name of the region for screen readers; say what the list holds ("Medlemmer", "Grupper").
   * @default 'Rulleområde'
   */
  'aria-label'?: string;
  /** The id of a visible heading that names the region; used instead of `aria-label`. */
  'aria-labelledby'?: string;
  /**
   * `bordered` draws a rounded border around the region; `plain` has none (inside a card that has one).
   * @default 'bordered'
   */
  variant?: 'bordered' | 'plain';
  /** Classes for the scrolling element (width, margins, padding). */
  className?: string;
  /** The scrolling element, e.g. to scroll it from outside. */
  ref?: Ref<HTMLDivElement>;
}

const scrollArea = tv({
  base: [
    'overflow-y-auto overscroll-contain text-fg',
    // Thin scrollbars in the theme's colours (Chromium and Firefox; Safari keeps its overlay bars).
    '[scrollbar-color:var(--color-border-strong)_transparent] [scrollbar-width:thin]',
    'outline-focus focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid',
  ],
  variants: {
    variant: {
      bordered: 'rounded-surface border border-border bg-surface',
      plain: '',
    },
  },
});

/**
 * A region of fixed height whose content scrolls vertically. When (and only when) the content overflows,
 * the region is a tab stop, so that keyboard users can scroll it with the arrow keys (axe:
 * scrollable-region-focusable); it is a named `region` so that the tab stop is announced.
 */
export function ScrollArea({
  children,
  height = 300,
  'aria-label': ariaLabel = 'Rulleområde',
  'aria-labelledby': ariaLabelledBy,
  variant = 'bordered',
  className,
  ref,
}: ScrollAreaProps) {
  const [setElement, overflows] = useIsOverflowing<HTMLDivElement>();
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      setElement(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, setElement],
  );
  return (
    <div
      ref={setRefs}
      role="region"
      aria-label={ariaLabelledBy ? undefined : ariaLabel}
      aria-labelledby={ariaLabelledBy}
      tabIndex={overflows ? 0 : undefined}
      data-overflows={overflows || undefined}
      style={{ height }}
      className={scrollArea({ variant, className })}
    >
      {/* One wrapper, so that a change of the content's height is seen. */}
      <div>{children}</div>
    </div>
  );
}
