import type { ReactNode } from 'react';
import {
  Collection,
  GridList,
  GridListItem,
  GridListLoadMoreItem,
  composeRenderProps,
  type Key,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { Spinner } from '../Spinner';

export interface ActionListProps<T extends object> {
  /** The entries, each with an `id`; `children` renders one `ActionListItem` per entry. */
  items: Iterable<T>;
  /** One `ActionListItem` per entry. */
  children: (item: T) => ReactNode;
  /** Called with a row's id when it is pressed, or Enter is pressed on it. */
  onAction: (key: Key) => void;
  /** The list's accessible name ("Kommende aktiviteter"). */
  'aria-label': string;
  /**
   * Shown in place of the rows while there are none.
   * @default undefined
   */
  renderEmptyState?: () => ReactNode;
  /**
   * Called when the end of the list nears the view (within a screen's height): the next page. Without it the
   * list has no end marker and asks for nothing.
   * @default undefined
   */
  onLoadMore?: () => void;
  /**
   * Whether the next page is loading: a spinner row after the last row, named by `loadingLabel`.
   * @default false
   */
  isLoadingMore?: boolean;
  /**
   * The loading row's accessible name.
   * @default 'Indlæser flere'
   */
  loadingLabel?: string;
  /** Classes for the list (layout: width, margins). */
  className?: string;
}

export interface ActionListItemProps {
  /** The row's id, handed to `onAction`. */
  id: Key;
  /** The row's accessible name and typeahead text: what a sighted user reads in it, in one line. */
  textValue: string;
  /** The row's content: text, pills, avatars; nothing interactive (the whole row is the action). */
  children: ReactNode;
}

const styles = tv({
  slots: {
    list: 'flex flex-col gap-2 outline-none',
    loader: 'flex justify-center py-3',
  },
});

const row = tv({
  base: [
    'cursor-default rounded-surface border border-border bg-surface p-3 text-base text-fg transition-colors',
    'hovered:bg-surface-sunken pressed:bg-surface-sunken outline-focus -outline-offset-2',
  ],
  variants: {
    isFocusVisible: { true: 'outline-2 outline-solid', false: 'outline-0' },
  },
});

/**
 * A list of rows that each open something (an activity, a message): a grid list without selection. A click, Enter
 * or Space on a row runs `onAction`; the arrow keys, Home and End move between rows, and the list is one tab stop.
 * With `onLoadMore`, a sentinel after the last row asks for the next page as the end nears the view (by scrolling
 * or by moving the keyboard focus down), and `isLoadingMore` shows a spinner there.
 */
export function ActionList<T extends object>({
  items,
  children,
  onAction,
  'aria-label': ariaLabel,
  renderEmptyState,
  onLoadMore,
  isLoadingMore = false,
  loadingLabel = 'Indlæser flere',
  className,
}: ActionListProps<T>) {
  const { list, loader } = styles();
  return (
    <GridList
      aria-label={ariaLabel}
      layout="stack"
      selectionMode="none"
      onAction={onAction}
      renderEmptyState={renderEmptyState}
      className={list({ className })}
    >
      <Collection items={items}>{children}</Collection>
      {onLoadMore && (
        <GridListLoadMoreItem onLoadMore={onLoadMore} isLoading={isLoadingMore} className={loader()}>
          <Spinner aria-label={loadingLabel} />
        </GridListLoadMoreItem>
      )}
    </GridList>
  );
}

/** One row of an `ActionList`. */
export function ActionListItem({ id, textValue, children }: ActionListItemProps) {
  return (
    <GridListItem
      id={id}
      textValue={textValue}
      className={composeRenderProps('', (className, renderProps) => row({ ...renderProps, className }))}
    >
      {children}
    </GridListItem>
  );
}
