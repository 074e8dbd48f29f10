import { Button } from '@klubhus/ui';

/** A list (or a page of it) that could not be loaded: what failed, announced, and a button that tries again. */
export const ListFailed = ({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) => (
  <div role="alert" className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg">
    <p>{message}</p>
    <Button variant="secondary" onPress={onRetry}>
      {retryLabel}
    </Button>
  </div>
);
