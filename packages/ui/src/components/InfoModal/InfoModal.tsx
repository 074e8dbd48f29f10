import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { OverlayFrame, OverlaySurface, type OverlayOpenProps } from '../../internal/overlayFrame';
import { Button } from '../Button';

export interface InfoModalProps extends OverlayOpenProps {
  /**
   * The heading; without one, the message names the dialog.
   * @default undefined
   */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /**
   * The button's text.
   * @default 'Ok'
   */
  okLabel?: string;
  /**
   * Called when the modal closes, by Ok or Escape.
   * @default undefined
   */
  onClose?: () => void;
  /**
   * Whether the modal is open (controlled); leave out inside a RAC `DialogTrigger`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the modal starts open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` when the modal closes.
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A message with one Ok button that closes it (400 px wide). */
export function InfoModal({ title, children, okLabel = 'Ok', onClose, onOpenChange, ...open }: InfoModalProps) {
  const messageId = useId();
  return (
    <OverlayFrame
      {...open}
      width="small"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose?.();
        onOpenChange?.(isOpen);
      }}
    >
      <OverlaySurface aria-labelledby={title ? undefined : messageId}>
        {({ close }) => (
          <InfoModalLayout title={title} okLabel={okLabel} messageId={messageId} onOk={close}>
            {children}
          </InfoModalLayout>
        )}
      </OverlaySurface>
    </OverlayFrame>
  );
}

interface InfoModalLayoutProps {
  title?: ReactNode;
  children: ReactNode;
  okLabel: string;
  messageId?: string;
  /** Left out in catalogs, so that no panel takes the focus. */
  autoFocus?: boolean;
  onOk: () => void;
}

/** The inside of the modal; exported for catalogs that show it without the overlay. */
export function InfoModalLayout({ title, children, okLabel, messageId, autoFocus = true, onOk }: InfoModalLayoutProps) {
  return (
    <div className="flex flex-col gap-2 p-5">
      {title && (
        <Heading slot="title" className="text-xl font-semibold">
          {title}
        </Heading>
      )}
      <div id={messageId} className={title ? 'text-fg-muted' : 'text-fg'}>
        {children}
      </div>
      <div className="mt-4 flex justify-end">
        <Button autoFocus={autoFocus} onPress={onOk}>
          {okLabel}
        </Button>
      </div>
    </div>
  );
}
