import { useContext, type ReactNode } from 'react';
import {
  Dialog,
  Modal as RACModal,
  ModalOverlay,
  OverlayTriggerStateContext,
  type DialogProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';

export type OverlayWidth = 'default' | 'small' | 'xsmall';

/** Widths from the spec: 500–1400 px by default, and the fixed 400 and 350 px variants; never wider than the screen. */
const overlayWidth = tv({
  base: 'flex max-h-full min-h-0 flex-col outline-hidden',
  // Each width sets its own maximum (classes are joined, not merged).
  variants: {
    width: {
      default: 'w-fit min-w-[min(500px,100%)] max-w-[min(1400px,100%)]',
      small: 'w-[400px] max-w-full',
      xsmall: 'w-[350px] max-w-full',
    },
  },
  defaultVariants: { width: 'default' },
});

export interface OverlayOpenProps {
  /** Whether the overlay is open (controlled); leave out inside a RAC `DialogTrigger`. */
  isOpen?: boolean;
  /** Whether it opens initially (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the overlay opens or closes, whatever closed it (Escape, a close button, an action). */
  onOpenChange?: (isOpen: boolean) => void;
}

export interface OverlayFrameProps extends OverlayOpenProps {
  width?: OverlayWidth;
  /** Whether a press on the backdrop closes it. */
  isDismissable?: boolean;
  /** Whether Escape is ignored (while an action runs). */
  isKeyboardDismissDisabled?: boolean;
  children: ReactNode;
}

/**
 * The backdrop and the modal box: RAC `ModalOverlay` + `Modal` (focus trapped inside, returned on close,
 * Escape closes). Open state comes from the props, else from a surrounding RAC `DialogTrigger`.
 */
export function OverlayFrame({
  isOpen,
  defaultOpen,
  onOpenChange,
  width,
  isDismissable = false,
  isKeyboardDismissDisabled,
  children,
}: OverlayFrameProps) {
  const trigger = useContext(OverlayTriggerStateContext);
  const fromTrigger = isOpen === undefined && defaultOpen === undefined && trigger !== null;
  return (
    <ModalOverlay
      isOpen={fromTrigger ? trigger.isOpen : isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        onOpenChange?.(open);
        if (fromTrigger) trigger.setOpen(open);
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4"
    >
      <RACModal className={overlayWidth({ width })}>{children}</RACModal>
    </ModalOverlay>
  );
}

/** The panel itself: a RAC `Dialog` on the raised surface; outside a modal it renders inline (catalogs). */
export function OverlaySurface({ className, ...props }: DialogProps) {
  return (
    <Dialog
      {...props}
      className={`flex max-h-full min-h-0 w-full flex-col overflow-hidden rounded-surface border border-border bg-surface-raised text-fg shadow-overlay outline-hidden ${className ?? ''}`}
    />
  );
}
