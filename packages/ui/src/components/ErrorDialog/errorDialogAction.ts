export type ErrorDialogAction = 'reload' | 'back';

/** The spec's one button of the server-error dialog: Reload for a 4xx status, Back for anything else. */
export function errorDialogAction(status: number): ErrorDialogAction {
  return status >= 400 && status < 500 ? 'reload' : 'back';
}
