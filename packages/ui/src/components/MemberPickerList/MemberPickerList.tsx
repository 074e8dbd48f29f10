import { useMemo, useState } from 'react';
import { GridList, ListLayout, Virtualizer, type Selection } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { Checkbox } from '../Checkbox';
import { applyListSelection, selectAllState, toggleAll } from './memberSelection';
import { MemberPickerRow, type PickerMember } from './MemberPickerRow';

/** The spec's row height in pixels (§2: "row height 42"). */
export const MEMBER_PICKER_ROW_HEIGHT = 42;

// One object for every render: a new one would make the virtualizer lay out again.
const layoutOptions = { rowSize: MEMBER_PICKER_ROW_HEIGHT };

export interface MemberPickerListProps {
  /** The members to pick from, in the order to list them. Thousands are fine: only visible rows render. */
  members: readonly PickerMember[];
  /** The ids of the picked members (controlled). Ids not in `members` are kept (e.g. hidden by a search). */
  selectedKeys?: Iterable<string>;
  /**
   * The ids picked at first (uncontrolled).
   * @default []
   */
  defaultSelectedKeys?: Iterable<string>;
  /** Called with every change of the picked ids (row toggled, select all, Ctrl/Cmd+A, Escape clears). */
  onSelectionChange?: (selectedKeys: Set<string>) => void;
  /**
   * The list's maximum height in pixels (spec §2: 400); a longer list scrolls.
   * @default 400
   */
  maxHeight?: number;
  /**
   * The list's accessible name.
   * @default 'Medlemmer'
   */
  'aria-label'?: string;
  /**
   * The select-all box's label (above the list); it shows a bar while only some members are picked.
   * @default 'Vælg alle'
   */
  selectAllLabel?: string;
  /**
   * Whether the select-all box is shown.
   * @default true
   */
  showSelectAll?: boolean;
  /**
   * The marker after an inactive member's name: they still get mails.
   * @default '(Får mails)'
   */
  inactiveMarker?: string;
  /**
   * The accessible name of a row's group icon; its tooltip lists the member's groups.
   * @default 'Grupper'
   */
  groupsTooltipLabel?: string;
  /**
   * Shown in the list when there are no members.
   * @default 'Ingen medlemmer'
   */
  emptyLabel?: string;
  /**
   * Whether picking is disabled: rows still show, nothing can be toggled.
   * @default false
   */
  isDisabled?: boolean;
  /** Classes for the outer element (layout: width, margins). */
  className?: string;
}

const styles = tv({
  slots: {
    root: 'flex flex-col gap-2',
    selectAll: 'px-3',
    list: [
      'relative overflow-auto overscroll-contain rounded-surface border border-border bg-surface outline-none',
      '[scrollbar-color:var(--color-border-strong)_transparent] [scrollbar-width:thin]',
      'outline-focus focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-solid',
    ],
    empty: 'flex h-[42px] items-center px-3 text-base text-fg-muted',
  },
});

/**
 * The member picker (spec §2): a virtualised, multi-select list in which every row has a selection box,
 * the avatar, the name, "(Får mails)" for inactive members and a group icon whose tooltip lists the
 * member's groups; a select-all box above it. Keyboard: arrows move, Space toggles, Ctrl/Cmd+A picks all,
 * Escape clears, Right arrow reaches the row's group icon (its tooltip opens on focus).
 */
export function MemberPickerList({
  members,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  maxHeight = 400,
  'aria-label': ariaLabel = 'Medlemmer',
  selectAllLabel = 'Vælg alle',
  showSelectAll = true,
  inactiveMarker = '(Får mails)',
  groupsTooltipLabel = 'Grupper',
  emptyLabel = 'Ingen medlemmer',
  isDisabled = false,
  className,
}: MemberPickerListProps) {
  const { root, selectAll, list, empty } = styles();
  const [ownSelection, setOwnSelection] = useState(() => new Set(defaultSelectedKeys ?? []));
  const controlled = useMemo(() => (selectedKeys === undefined ? undefined : new Set(selectedKeys)), [selectedKeys]);
  const selected = controlled ?? ownSelection;
  const ids = useMemo(() => members.map((member) => member.id), [members]);
  const allState = selectAllState(selected, ids);
  const labels = useMemo(() => ({ inactiveMarker, groupsTooltipLabel }), [inactiveMarker, groupsTooltipLabel]);

  const change = (next: Set<string>) => {
    if (controlled === undefined) setOwnSelection(next);
    onSelectionChange?.(next);
  };

  return (
    <div className={root({ className })}>
      {showSelectAll && (
        <Checkbox
          className={selectAll()}
          isSelected={allState === 'all'}
          isIndeterminate={allState === 'some'}
          isDisabled={isDisabled || members.length === 0}
          onChange={(on) => change(toggleAll(selected, ids, on))}
        >
          {selectAllLabel}
        </Checkbox>
      )}
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          aria-label={ariaLabel}
          items={members}
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={(keys: Selection) => change(applyListSelection(selected, keys, ids))}
          disabledBehavior="selection"
          disabledKeys={isDisabled ? ids : undefined}
          renderEmptyState={() => <div className={empty()}>{emptyLabel}</div>}
          style={{ maxHeight }}
          className={list()}
        >
          {(member) => <MemberPickerRow member={member} labels={labels} />}
        </GridList>
      </Virtualizer>
    </div>
  );
}
