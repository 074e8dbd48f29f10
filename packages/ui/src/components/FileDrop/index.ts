export { FileDrop } from './FileDrop';
export type { FileDropProps } from './FileDrop';
export { CSV_FILE_TYPES, isAcceptedFile, rejectedFileMessage } from './acceptedFile';
export type { FileLike } from './acceptedFile';
