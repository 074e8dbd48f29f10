export { OverlayContainer } from './OverlayContainer';
export type { OverlayContainerProps } from './OverlayContainer';
