import { tv } from 'tailwind-variants/lite';

const focusInset = 'outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-solid';

/** DataTable's slots, shared by the table, its header cells and its rows. */
export const dataTableStyles = tv({
  slots: {
    scrollBox: 'w-full overflow-auto rounded-surface border border-border bg-surface text-base text-fg',
    content: 'relative',
    headerRow: 'grid bg-surface-sunken',
    headerCell: [
      'flex items-center gap-1 border-b border-border-strong text-left text-sm font-semibold text-fg-muted',
      focusInset,
    ],
    body: 'relative',
    row: [
      'absolute top-0 left-0 grid w-full cursor-default',
      'hover:bg-surface-sunken aria-selected:bg-brand-soft aria-selected:text-brand-soft-fg',
      'aria-disabled:text-fg-disabled',
      focusInset,
    ],
    cell: ['flex min-w-0 items-center border-b border-border', focusInset],
    statusCell: 'h-full',
    // A windowed table's row not loaded yet: a rounded bar of text height (pulsing: `isPulsing`).
    placeholder: 'block h-3 rounded-full bg-border',
  },
  variants: {
    // The padding is the variant's alone: classes are joined, not merged.
    isCheckbox: {
      true: { headerCell: 'justify-center px-0', cell: 'justify-center px-0' },
      false: { headerCell: 'px-3', cell: 'px-3' },
    },
    isSortable: { true: { headerCell: 'cursor-default hover:text-fg' } },
    // Only while the table stands still, and unless motion is reduced: a bar animated from the moment it
    // mounts costs every frame of a fling its style and layout work, and doubled the frame time (issue 15).
    isPulsing: { true: { placeholder: 'motion-safe:animate-pulse' } },
  },
});
