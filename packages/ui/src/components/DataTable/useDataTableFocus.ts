import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { findTypeahead, nextGridFocus, type GridFocus } from './gridKeyboard';

/** How long typed letters add up to one type-ahead search. */
const TYPEAHEAD_MS = 1000;

export interface DataTableFocusOptions {
  /** The grid; its header cells, rows and cells carry `data-header-col`, `data-row` and `data-col`. */
  gridRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  colCount: number;
  /** Rows one PageUp/PageDown moves. */
  pageSize: number;
  /** Each row's text, for type-ahead. */
  rowTexts: readonly string[];
  /** Scrolls a row into view; the row takes the focus once it has rendered. */
  scrollToRow: (row: number) => void;
  /** A key at the tab stop that neither moves the focus nor types ahead (Space, Enter, Ctrl/Cmd+A, Escape). */
  onKeyAction: (event: KeyboardEvent<HTMLDivElement>, tabStop: GridFocus) => void;
}

/** Whether the tab stop is the header cell in column `col`. */
export function isTabStop(tabStop: GridFocus, area: 'header', col: number): boolean {
  return tabStop.area === area && tabStop.col === col;
}

/** The range the virtualizer renders, plus the row that has focus: it stays in the DOM while scrolled away. */
function withRow(range: Range, row: number | null): number[] {
  const indexes = defaultRangeExtractor(range);
  if (row === null || row >= range.count || indexes.includes(row)) return indexes;
  return [...indexes, row].sort((a, b) => a - b);
}

/**
 * DataTable's roving focus: one element of the grid is its tab stop (the row or cell that had focus
 * last, at first the first row); arrow keys, Home/End and PageUp/PageDown move it, and typing a row's
 * first letters goes to the row. The virtualizer keeps the focused row rendered (`rangeExtractor`).
 */
export function useDataTableFocus({
  gridRef,
  rowCount,
  colCount,
  pageSize,
  rowTexts,
  scrollToRow,
  onKeyAction,
}: DataTableFocusOptions) {
  const [focus, setFocus] = useState<GridFocus | null>(null);
  const tabStop: GridFocus =
    focus && (focus.area === 'header' || focus.row < rowCount)
      ? focus
      : rowCount > 0
        ? { area: 'body', row: 0, col: null }
        : { area: 'header', col: 0 };
  const focusedRow = tabStop.area === 'body' ? tabStop.row : null;
  const moveFocusTo = useRef<GridFocus | null>(null);
  const rangeExtractor = useCallback((range: Range) => withRow(range, focusedRow), [focusedRow]);

  const focusElement = (target: GridFocus) => {
    const grid = gridRef.current;
    if (!grid) return;
    const selector =
      target.area === 'header'
        ? `[data-header-col="${target.col}"]`
        : `[data-row="${target.row}"]${target.col === null ? '' : ` [data-col="${target.col}"]`}`;
    grid.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
  };

  // After a keyboard move has rendered the target (the focused row is always rendered), focus it.
  useLayoutEffect(() => {
    const target = moveFocusTo.current;
    if (!target) return;
    moveFocusTo.current = null;
    focusElement(target);
  });

  const moveFocus = (target: GridFocus) => {
    moveFocusTo.current = target;
    setFocus(target);
    if (target.area === 'body') scrollToRow(target.row);
    else focusElement(target);
  };

  /** Keeps the tab stop on what the user focused with the mouse or Tab. */
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const header = target.closest<HTMLElement>('[data-header-col]');
    if (header) return setFocus({ area: 'header', col: Number(header.dataset.headerCol) });
    const row = target.closest<HTMLElement>('[data-row]');
    if (!row) return;
    const cell = target.closest<HTMLElement>('[data-col]');
    setFocus({ area: 'body', row: Number(row.dataset.row), col: cell ? Number(cell.dataset.col) : null });
  };

  const typeahead = useRef({ text: '', at: 0 });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys inside a cell's own control (the row's checkbox, a link) are the control's.
    if (!target.matches('[data-header-col], [data-row], [data-col]')) return;
    const mod = event.ctrlKey || event.metaKey;
    const next = nextGridFocus(tabStop, { key: event.key, mod }, { rowCount, colCount, pageSize });
    if (next) {
      event.preventDefault();
      moveFocus(next);
    } else if (event.key.length === 1 && !mod && !event.altKey && tabStop.area === 'body' && event.key !== ' ') {
      const now = event.timeStamp;
      const typed = now - typeahead.current.at < TYPEAHEAD_MS ? typeahead.current.text + event.key : event.key;
      typeahead.current = { text: typed, at: now };
      // A repeated first letter steps to the next match; more letters refine from the current row.
      const from = typed.length === 1 ? tabStop.row : tabStop.row - 1;
      const found = findTypeahead(rowTexts, typed, from);
      if (found !== null) moveFocus({ area: 'body', row: found, col: null });
    } else {
      onKeyAction(event, tabStop);
    }
  };

  return { tabStop, focusedRow, rangeExtractor, onFocus, onKeyDown };
}
