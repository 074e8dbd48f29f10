import { tv } from 'tailwind-variants/lite';
import { Button } from '../Button';
import { Spinner } from '../Spinner';

/** What the table body shows instead of rows: nothing to show, still loading, or a failed load. */
export type DataTableStatusKind = 'empty' | 'loading' | 'error';

/**
 * Which state the body is in, the error first (a failed reload must not look like "no rows"), then
 * loading (rows of an earlier load would be stale), then empty; `null` when it shows rows.
 */
export function dataTableStatus({
  isError,
  isLoading,
  rowCount,
}: {
  isError: boolean;
  isLoading: boolean;
  rowCount: number;
}): DataTableStatusKind | null {
  if (isError) return 'error';
  if (isLoading) return 'loading';
  return rowCount === 0 ? 'empty' : null;
}

export interface DataTableStatusProps {
  kind: DataTableStatusKind;
  emptyMessage: string;
  loadingMessage: string;
  errorMessage: string;
  retryLabel: string;
  onRetry?: () => void;
}

const status = tv({
  slots: {
    base: 'flex h-full items-center justify-center px-6 py-8 text-center text-base',
    message: '',
  },
  // The direction and the gap are each kind's own (classes are joined, not merged): the spinner sits
  // beside the loading message, the retry button under the error.
  variants: {
    kind: {
      empty: { base: 'flex-col gap-3', message: 'text-fg-muted' },
      loading: { base: 'flex-row gap-2', message: 'text-fg-muted' },
      error: { base: 'flex-col gap-3', message: 'font-medium text-danger' },
    },
  },
});

/** The body of an empty, loading or failed table: a message, a spinner while loading, a retry button on error. */
export function DataTableStatus({
  kind,
  emptyMessage,
  loadingMessage,
  errorMessage,
  retryLabel,
  onRetry,
}: DataTableStatusProps) {
  const styles = status({ kind });
  const message = { empty: emptyMessage, loading: loadingMessage, error: errorMessage }[kind];
  return (
    <div className={styles.base()} data-status={kind}>
      {kind === 'loading' && <Spinner size="sm" isDecorative />}
      <p className={styles.message()}>{message}</p>
      {kind === 'error' && onRetry && (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
