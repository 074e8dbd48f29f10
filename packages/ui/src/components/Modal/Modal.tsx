import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { OverlayFrame, OverlaySurface, type OverlayOpenProps, type OverlayWidth } from '../../internal/overlayFrame';
import { BackIcon, CloseIcon } from '../../internal/icons';
import { IconButton } from '../IconButton';
import { useOverflows } from '../../internal/useOverflows';

/** `default`: as wide as its content, 500 to 1400 px; `small`: 400 px; `xsmall`: 350 px. */
export type ModalSize = OverlayWidth;

export interface ModalProps extends OverlayOpenProps {
  /** The heading in the modal's header; it also names the dialog. */
  title: ReactNode;
  /** The body; it scrolls when it is taller than the screen. */
  children: ReactNode;
  /**
   * Actions under the body (buttons, right-aligned).
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * The width: `default` follows the content between 500 and 1400 px, `small` is 400 px, `xsmall` 350 px
   * (never wider than the screen).
   * @default 'default'
   */
  size?: ModalSize;
  /**
   * Called by the back icon button; without it there is no back button.
   * @default undefined
   */
  onBack?: () => void;
  /**
   * The accessible name of the back icon button.
   * @default 'Tilbage'
   */
  backLabel?: string;
  /**
   * The accessible name of the close icon button.
   * @default 'Luk'
   */
  closeLabel?: string;
  /**
   * Whether a press on the backdrop closes the modal (Escape and the close button always do).
   * @default false
   */
  isDismissable?: boolean;
  /**
   * Whether the open state is controlled by `isOpen`; leave out both `isOpen` and `defaultOpen` inside a
   * RAC `DialogTrigger`, which then opens and closes it.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` whenever the modal closes (Escape, the close button, the backdrop) and `true` when it opens.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The generic modal: a header with an optional back button, the title and a close button; a scrolling
 * body; optional footer actions. Escape closes it; focus stays inside while open and returns to what
 * opened it.
 */
export function Modal({
  title,
  children,
  footer,
  size,
  onBack,
  backLabel = 'Tilbage',
  closeLabel = 'Luk',
  ...frame
}: ModalProps) {
  return (
    <OverlayFrame {...frame} width={size}>
      <OverlaySurface>
        {({ close }) => (
          <ModalLayout
            title={title}
            footer={footer}
            onBack={onBack}
            backLabel={backLabel}
            closeLabel={closeLabel}
            onClose={close}
          >
            {children}
          </ModalLayout>
        )}
      </OverlaySurface>
    </OverlayFrame>
  );
}

interface ModalLayoutProps extends Pick<ModalProps, 'title' | 'children' | 'footer' | 'onBack'> {
  backLabel: string;
  closeLabel: string;
  onClose: () => void;
}

/** The inside of a modal; exported for catalogs that show it without the overlay. */
export function ModalLayout({ title, children, footer, onBack, backLabel, closeLabel, onClose }: ModalLayoutProps) {
  const [setBody, bodyOverflows] = useOverflows<HTMLDivElement>();
  return (
    <>
      <div className="flex shrink-0 items-center gap-2 border-b border-border py-2 pr-2 pl-4">
        {onBack && (
          <span className="-ml-2">
            <IconButton aria-label={backLabel} onPress={onBack}>
              <BackIcon />
            </IconButton>
          </span>
        )}
        <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-semibold">
          {title}
        </Heading>
        <IconButton aria-label={closeLabel} onPress={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <div
        ref={setBody}
        // A body that scrolls is a tab stop, so that the keyboard can scroll it.
        tabIndex={bodyOverflows ? 0 : undefined}
        className="min-h-0 flex-1 overflow-y-auto p-4 outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2"
      >
        {children}
      </div>
      {footer && <div className="flex shrink-0 justify-end gap-2 border-t border-border px-4 py-3">{footer}</div>}
    </>
  );
}
