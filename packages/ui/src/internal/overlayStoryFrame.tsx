import { useState, type ReactNode } from 'react';
import { ModalContext } from 'react-aria-components';

export interface OverlayStoryFrameProps {
  children: ReactNode;
  width?: number;
  height?: number;
}

/**
 * For stories only: a fixed-size box that overlays portal into, so that axe and the screenshot of
 * #storybook-root see them. The transform makes the box the containing block of the `fixed` backdrop.
 */
export function OverlayStoryFrame({ children, width = 640, height = 480 }: OverlayStoryFrameProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ width, height, transform: 'translateZ(0)' }}
      className="relative overflow-hidden rounded-surface border border-border bg-surface p-4"
    >
      {container && (
        // RAC 1.22 exports no PortalProvider; the (deprecated) context prop still reaches every ModalOverlay.
        <ModalContext.Provider value={{ UNSTABLE_portalContainer: container }}>{children}</ModalContext.Provider>
      )}
    </div>
  );
}
