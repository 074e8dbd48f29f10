export { ErrorDialog } from './ErrorDialog';
export type { ErrorDialogProps } from './ErrorDialog';
export { errorDialogAction } from './errorDialogAction';
export type { ErrorDialogAction } from './errorDialogAction';
