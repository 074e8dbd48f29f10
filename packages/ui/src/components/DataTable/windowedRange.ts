/** A run of rows by index: `start` included, `end` excluded (as `Array.prototype.slice` takes them). */
export interface DataTableRange {
  start: number;
  end: number;
}

/**
 * Rows asked for beyond the visible ones, above and below: about two screens, so that an ordinary scroll
 * finds its rows loaded, while a request stays well under a server page of 100.
 */
const WINDOW_OVERSCAN_ROWS = 20;

/**
 * How long range requests are held back while the window keeps moving: a fling of the wheel passes many
 * windows, and only the one it stops at is worth a request. The first request after a quiet spell goes at
 * once, so the first rows (and a single scroll) do not wait.
 */
const RANGE_REQUEST_DELAY_MS = 120;

/**
 * The rows to ask for when rows `visible.start` to `visible.end` (excluded) are on screen: the visible rows
 * with `overscan` on each side, trimmed to the first and the last row not loaded yet. `null` when every
 * one of them is loaded. Rows already loaded between two missing ones are asked for again, so that the
 * caller gets one contiguous range to turn into offset/limit pages.
 */
export function missingRange(
  visible: DataTableRange,
  rowCount: number,
  isLoaded: (index: number) => boolean,
  overscan = WINDOW_OVERSCAN_ROWS,
): DataTableRange | null {
  const start = Math.max(0, visible.start - overscan);
  const end = Math.min(rowCount, visible.end + overscan);
  let first = start;
  while (first < end && isLoaded(first)) first += 1;
  if (first === end) return null;
  let last = end - 1;
  while (last > first && isLoaded(last)) last -= 1;
  return { start: first, end: last + 1 };
}

const covers = (outer: DataTableRange, inner: DataTableRange) => outer.start <= inner.start && inner.end <= outer.end;

export interface RangeRequests {
  /**
   * The window moved (or rows arrived): `missing` tells the rows to ask for now, and is read when the
   * request goes out, so rows that arrived meanwhile are not asked for.
   */
  request: (missing: () => DataTableRange | null) => void;
  /** The rows were replaced (a new sort or filter): ranges already asked for must be asked for again. */
  forget: () => void;
  /** Cancels a held-back request (the table unmounts). */
  dispose: () => void;
}

/**
 * Coalesces a windowed table's range requests before they reach `onRangeChange`. A request after a quiet
 * spell goes out at once; requests that follow within `delay` ms replace one another, and only the last
 * goes out once the window has stood still for `delay` ms. A range inside the one asked for last is not
 * asked for again (its rows are on their way) until `forget` says the rows were replaced.
 */
export function createRangeRequests(
  onRangeChange: (range: DataTableRange) => void,
  delay = RANGE_REQUEST_DELAY_MS,
): RangeRequests {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => DataTableRange | null) | undefined;
  let asked: DataTableRange | null = null;

  const send = (missing: () => DataTableRange | null) => {
    const range = missing();
    if (!range || (asked && covers(asked, range))) return;
    asked = range;
    onRangeChange(range);
  };
  // After a request, a quiet spell of `delay` ms; whatever was asked for during it goes out at its end.
  const quiet = () => {
    timer = setTimeout(() => {
      timer = undefined;
      const last = pending;
      pending = undefined;
      if (last) {
        send(last);
        quiet();
      }
    }, delay);
  };

  return {
    request(missing) {
      if (timer === undefined) {
        send(missing);
        quiet();
        return;
      }
      pending = missing;
      clearTimeout(timer);
      quiet();
    },
    forget() {
      asked = null;
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
