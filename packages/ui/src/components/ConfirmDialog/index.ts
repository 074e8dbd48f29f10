export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogFocus, ConfirmDialogProps } from './ConfirmDialog';
