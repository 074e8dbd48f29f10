import type { ReactNode } from 'react';
import { OverlayContainer } from '../components/OverlayContainer';

export interface OverlayStoryFrameProps {
  children: ReactNode;
  width?: number;
  height?: number;
}

/** For stories only: a fixed-size box that overlays open in, so that axe and the screenshot of #storybook-root see them. */
export function OverlayStoryFrame({ children, width = 640, height = 480 }: OverlayStoryFrameProps) {
  return (
    <OverlayContainer
      style={{ width, height }}
      className="relative overflow-hidden rounded-surface border border-border bg-surface p-4"
    >
      {children}
    </OverlayContainer>
  );
}
