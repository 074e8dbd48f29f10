import { useState, type CSSProperties, type ReactNode } from 'react';
import { ModalContext } from 'react-aria-components';

export interface OverlayContainerProps {
  /** What may open a modal, a dialog or the error dialog. */
  children: ReactNode;
  /** Classes of the box (its size, border, background). */
  className?: string;
  /** Styles of the box (e.g. a fixed width and height). */
  style?: CSSProperties;
}

/**
 * A box that the modals and dialogs inside it open in, instead of over the whole page: a screen shown in
 * an embedding page, a story, a screenshot. Its backdrop covers the box only (the box is the containing
 * block of the overlay's `fixed` position). Popovers and tooltips still open at the end of the page.
 */
export function OverlayContainer({ children, className, style }: OverlayContainerProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} style={{ ...style, transform: 'translateZ(0)' }} className={className}>
      {container && (
        // RAC 1.22 exports no PortalProvider; the (deprecated) context prop still reaches every ModalOverlay.
        <ModalContext.Provider value={{ UNSTABLE_portalContainer: container }}>{children}</ModalContext.Provider>
      )}
    </div>
  );
}
