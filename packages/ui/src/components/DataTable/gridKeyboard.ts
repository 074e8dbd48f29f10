/**
 * Where keyboard focus is in a DataTable: a header cell (`col` counts the selection column too), or a
 * body row (`col: null`) or one of its cells. Rows are indexes into the sorted rows.
 */
export type GridFocus = { area: 'header'; col: number } | { area: 'body'; row: number; col: number | null };

/** The table's shape as the keyboard sees it. */
export interface GridShape {
  rowCount: number;
  colCount: number;
  /** Rows one PageUp/PageDown moves (a screenful). */
  pageSize: number;
}

export interface GridKey {
  key: string;
  /** Ctrl (or Cmd): with Home/End it goes to the first/last row from a cell too. */
  mod: boolean;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The focus after a navigation key, following the ARIA grid pattern (and react-aria's table): arrows
 * move between rows, into a row's cells and back out to the row, between header cells, and from the
 * header down into the rows and back; Home/End go to the first/last row (from a cell: the first/last
 * cell, with Ctrl/Cmd the first/last row); PageUp/PageDown move a screenful. `null` when the key is not
 * a navigation key or has nowhere to go.
 */
export function nextGridFocus(focus: GridFocus, { key, mod }: GridKey, shape: GridShape): GridFocus | null {
  const lastRow = shape.rowCount - 1;
  const lastCol = shape.colCount - 1;
  if (focus.area === 'header') {
    switch (key) {
      case 'ArrowRight':
        return focus.col < lastCol ? { area: 'header', col: focus.col + 1 } : null;
      case 'ArrowLeft':
        return focus.col > 0 ? { area: 'header', col: focus.col - 1 } : null;
      case 'Home':
        return { area: 'header', col: 0 };
      case 'End':
        return { area: 'header', col: lastCol };
      case 'ArrowDown':
      case 'PageDown':
        return shape.rowCount > 0 ? { area: 'body', row: 0, col: null } : null;
      default:
        return null;
    }
  }
  const { row, col } = focus;
  const inRow = (next: number) => ({ area: 'body' as const, row: clamp(next, lastRow), col });
  switch (key) {
    case 'ArrowDown':
      return row < lastRow ? inRow(row + 1) : null;
    case 'ArrowUp':
      return row > 0 ? inRow(row - 1) : { area: 'header', col: col ?? 0 };
    case 'PageDown':
      return inRow(row + shape.pageSize);
    case 'PageUp':
      return inRow(row - shape.pageSize);
    case 'ArrowRight':
      if (col === null) return { area: 'body', row, col: 0 };
      return col < lastCol ? { area: 'body', row, col: col + 1 } : null;
    case 'ArrowLeft':
      if (col === null) return null;
      return { area: 'body', row, col: col === 0 ? null : col - 1 };
    case 'Home':
      return col === null || mod ? inRow(0) : { area: 'body', row, col: 0 };
    case 'End':
      return col === null || mod ? inRow(lastRow) : { area: 'body', row, col: lastCol };
    default:
      return null;
  }
}

/** The rows after `from` (wrapping) whose text starts with what was typed, case and accents as Danish. */
export function findTypeahead(texts: readonly string[], typed: string, from: number): number | null {
  const wanted = typed.toLocaleLowerCase('da');
  for (let step = 1; step <= texts.length; step += 1) {
    const index = (from + step) % texts.length;
    if (texts[index]?.toLocaleLowerCase('da').startsWith(wanted)) return index;
  }
  return null;
}
