import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { ErrorCenter, ErrorCenterState } from './errorCenter';

const ErrorCenterContext = createContext<ErrorCenter | null>(null);

export const ErrorCenterProvider = ({ center, children }: { center: ErrorCenter; children: ReactNode }) => (
  <ErrorCenterContext value={center}>{children}</ErrorCenterContext>
);

export const useErrorCenter = (): ErrorCenter => {
  const center = use(ErrorCenterContext);
  if (!center) throw new Error('useErrorCenter needs an ErrorCenterProvider');
  return center;
};

/** What the error dialog and the permission notice show; re-renders when a failure is reported. */
export const useErrorCenterState = (): ErrorCenterState => {
  const center = useErrorCenter();
  return useSyncExternalStore(center.subscribe, center.get);
};
