import { ApiError, errorDisplay, type CallKind, type ErrorDisplay } from '@klubhus/domain';

/** A failure the error dialog shows: `status` 0 when no HTTP answer came (offline, no API base). */
interface ShownError {
  status: number;
  message: string;
}

export interface ErrorCenterState {
  /** The failure in the error dialog; a second one while it is open waits for nothing (the first stays). */
  dialog: ShownError | null;
  /** Bumped by every 403, so the permission-denied notice shows again for a new refusal. */
  permissionDenied: number;
}

export interface ErrorCenter {
  get: () => ErrorCenterState;
  subscribe: (listener: () => void) => () => void;
  /** Routes a failed call by the one rule (`errorDisplay`) and answers where it went. */
  report: (error: unknown, call?: CallKind) => ErrorDisplay;
  closeDialog: () => void;
  dismissPermissionDenied: () => void;
}

const shownError = (error: unknown): ShownError => ({
  status: error instanceof ApiError ? error.status : 0,
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Where every failed call of the app ends up (the query client reports queries and mutations here):
 * the error dialog, the permission-denied notice, the console, or the end of the session.
 */
export const createErrorCenter = ({ onSessionEnded }: { onSessionEnded: () => void }): ErrorCenter => {
  let state: ErrorCenterState = { dialog: null, permissionDenied: 0 };
  const listeners = new Set<() => void>();
  const set = (next: ErrorCenterState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: (error, call = {}) => {
      const display = errorDisplay(error, call);
      switch (display) {
        case 'dialog':
          if (!state.dialog) set({ ...state, dialog: shownError(error) });
          break;
        case 'permissionDenied':
          set({ ...state, permissionDenied: state.permissionDenied + 1 });
          break;
        case 'endSession':
          onSessionEnded();
          break;
        case 'log':
          console.warn('Connection error', error);
          break;
        case 'form':
        case 'none':
          break;
      }
      return display;
    },
    closeDialog: () => set({ ...state, dialog: null }),
    dismissPermissionDenied: () => set({ ...state, permissionDenied: 0 }),
  };
};
