import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStableCallback } from '../../internal/useStableCallback';
import type { DataTableWindow } from './DataTableProps';
import { createRangeRequests, missingRange, type DataTableRange } from './windowedRange';

/**
 * Asks a windowed table's caller for the rows around the visible ones that are not loaded yet, whenever
 * the visible rows change or `rowAt` does (rows arrived, or were replaced by a new sort or filter). Does
 * nothing for a fully loaded table (`windowed` undefined).
 */
export function useWindowRequests<T extends object>(windowed: DataTableWindow<T> | undefined, visible: DataTableRange) {
  const onRangeChange = useStableCallback((range: DataTableRange) => windowed?.onRangeChange(range));
  const [requests] = useState(() => createRangeRequests(onRangeChange));
  useEffect(() => () => requests.dispose(), [requests]);

  const rowAt = windowed?.rowAt;
  const rowCount = windowed?.rowCount ?? 0;
  // A held-back request is read when it goes out: it must see the rows loaded by then, not those of
  // the render that asked.
  const latestRowAt = useRef(rowAt);
  useLayoutEffect(() => {
    latestRowAt.current = rowAt;
  });

  const { start, end } = visible;
  useEffect(() => {
    if (!rowAt) return;
    // A new `rowAt` may mean new rows in place of the old (a new sort): what was asked for before counts
    // no longer. (Declared before the request below, so it runs first.)
    requests.forget();
  }, [requests, rowAt, rowCount]);
  useEffect(() => {
    if (!rowAt || end <= start) return;
    requests.request(() => {
      const current = latestRowAt.current;
      return current ? missingRange({ start, end }, rowCount, (index) => current(index) !== undefined) : null;
    });
  }, [requests, rowAt, rowCount, start, end]);
}
