export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { COPY_CONFIRMATION_MS } from './confirmation';
