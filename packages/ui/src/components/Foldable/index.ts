export { Foldable } from './Foldable';
export type { FoldableHeadingLevel, FoldableProps } from './Foldable';
export { FOLDED_VALUES, readFolded, writeFolded } from './foldedState';
export type { FoldedStorage } from './foldedState';
