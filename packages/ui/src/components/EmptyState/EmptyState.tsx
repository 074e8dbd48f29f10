import type { ReactNode } from 'react';
import { tv } from 'tailwind-variants/lite';

export type EmptyStateHeadingLevel = 2 | 3 | 4;

export interface EmptyStateProps {
  /**
   * A decorative picture above the title: an inline SVG drawn with `currentColor` (hidden from assistive
   * technology, so it must not carry meaning of its own).
   * @default undefined
   */
  icon?: ReactNode;
  /** The headline, e.g. "Ingen medlemmer endnu". */
  title: ReactNode;
  /**
   * One or two sentences on why the list is empty and what fills it.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * The heading level of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: EmptyStateHeadingLevel;
  /**
   * The action that fills the list (usually one `Button`, e.g. "Opret medlem"); several are laid out in a row.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Extra classes for the block (padding, a border, a minimum height).
   * @default undefined
   */
  className?: string;
}

const emptyState = tv({
  slots: {
    base: 'flex flex-col items-center px-6 py-10 text-center',
    iconBox:
      'mb-4 inline-flex size-12 items-center justify-center rounded-full bg-neutral-soft text-neutral-soft-fg [&>svg]:size-6',
    heading: 'text-lg font-semibold text-fg',
    text: 'mt-1 max-w-md text-base text-fg-muted',
    actions: 'mt-5 flex flex-wrap items-center justify-center gap-3',
  },
});

/**
 * What a list or an area shows while it has nothing in it: an optional picture, a title, a short
 * explanation and the action that fills it ("Ingen medlemmer endnu" … "Opret medlem").
 */
export function EmptyState({ icon, title, description, headingLevel = 3, children, className }: EmptyStateProps) {
  const styles = emptyState();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.base({ className })}>
      {icon && (
        <span aria-hidden="true" className={styles.iconBox()}>
          {icon}
        </span>
      )}
      <Heading className={styles.heading()}>{title}</Heading>
      {description && <p className={styles.text()}>{description}</p>}
      {children && <div className={styles.actions()}>{children}</div>}
    </div>
  );
}
