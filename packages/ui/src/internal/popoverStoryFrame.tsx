import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { PortalContainerProvider } from './portalContainer';

/**
 * Stories only: a fixed-size box inside #storybook-root that our tooltips and menus portal into (through
 * portalContainer.tsx), so that an open overlay is checked by axe and lies inside the screenshot clip.
 */
export function PopoverStoryFrame({
  children,
  width = 480,
  height = 360,
}: {
  children: ReactNode;
  width?: number;
  height?: number;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className="relative" style={{ width, height }}>
      {container && <PortalContainerProvider container={container}>{children}</PortalContainerProvider>}
    </div>
  );
}

interface PopoverFrameParameters {
  /** Size of the frame in pixels, and whether the story is centred in it. */
  frame?: { width?: number; height?: number; center?: boolean };
}

/** A story decorator: the story inside a `PopoverStoryFrame` sized by `parameters.frame`. */
export const withPopoverFrame: Decorator = (Story, { parameters }) => {
  const { width, height, center = false } = (parameters as PopoverFrameParameters).frame ?? {};
  return (
    <PopoverStoryFrame width={width} height={height}>
      {center ? (
        <div className="flex h-full items-center justify-center">
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </PopoverStoryFrame>
  );
};
