import { useRef, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { OverlayFrame, OverlaySurface, type OverlayOpenProps } from '../../internal/overlayFrame';
import { Button } from '../Button';
import { useDelayedFlag } from './delayedFlag';

export type ConfirmDialogFocus = 'cancel' | 'confirm';

export interface ConfirmDialogProps extends OverlayOpenProps {
  /**
   * The question.
   * @default 'Er du sikker?'
   */
  title?: ReactNode;
  /**
   * Text under the title explaining what happens.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * The accept button's text.
   * @default 'Ja'
   */
  confirmLabel?: string;
  /**
   * The cancel button's text.
   * @default 'Nej'
   */
  cancelLabel?: string;
  /**
   * Called on accept. Return a promise to keep the dialog open while it runs: a spinner appears after
   * 300 ms, the dialog closes when it resolves and stays open when it rejects (the caller shows the error).
   * @default undefined
   */
  onConfirm?: () => unknown;
  /**
   * Called when the user declines: the cancel button, Escape.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Which button has the focus when the dialog opens; the safe choice is cancel.
   * @default 'cancel'
   */
  autoFocusButton?: ConfirmDialogFocus;
  /**
   * Whether accepting deletes something or cannot be undone: the accept button turns red.
   * @default false
   */
  isDestructive?: boolean;
  /**
   * Whether the dialog is open (controlled); leave out inside a RAC `DialogTrigger`.
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` whenever the dialog closes (accepted or declined).
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * "Er du sikker?" with Ja and Nej: an alert dialog (RAC `Dialog` in a `Modal`) for confirming an action.
 * Escape and Nej cancel; Ja runs `onConfirm` and waits for its promise, with a spinner after 300 ms.
 */
export function ConfirmDialog({
  title = 'Er du sikker?',
  children,
  confirmLabel = 'Ja',
  cancelLabel = 'Nej',
  onConfirm,
  onCancel,
  autoFocusButton = 'cancel',
  isDestructive = false,
  onOpenChange,
  ...open
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const running = useRef(false);
  const accepted = useRef(false);
  const showSpinner = useDelayedFlag(isRunning);

  const confirm = async (close: () => void) => {
    if (running.current) return;
    let result: unknown;
    try {
      result = onConfirm?.();
    } catch {
      return; // A failing action leaves the dialog open; the caller shows the error.
    }
    if (isThenable(result)) {
      running.current = true;
      setIsRunning(true);
      try {
        await result;
      } catch {
        return;
      } finally {
        running.current = false;
        setIsRunning(false);
      }
    }
    accepted.current = true;
    close();
  };

  return (
    <OverlayFrame
      {...open}
      width="small"
      isKeyboardDismissDisabled={isRunning}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          if (!accepted.current) onCancel?.();
          accepted.current = false;
        }
        onOpenChange?.(isOpen);
      }}
    >
      <OverlaySurface role="alertdialog">
        {({ close }) => (
          <ConfirmDialogLayout
            title={title}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            autoFocusButton={autoFocusButton}
            isDestructive={isDestructive}
            isPending={showSpinner}
            onConfirm={() => void confirm(close)}
            onCancel={() => {
              if (!running.current) close();
            }}
          >
            {children}
          </ConfirmDialogLayout>
        )}
      </OverlaySurface>
    </OverlayFrame>
  );
}

interface ConfirmDialogLayoutProps {
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Left out in catalogs, so that no panel takes the focus. */
  autoFocusButton?: ConfirmDialogFocus;
  isDestructive: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The inside of the dialog; exported for catalogs that show it without the overlay. */
export function ConfirmDialogLayout(props: ConfirmDialogLayoutProps) {
  return (
    <div className="flex flex-col gap-2 p-5">
      <Heading slot="title" className="text-xl font-semibold">
        {props.title}
      </Heading>
      {props.children && <div className="text-fg-muted">{props.children}</div>}
      <div className="mt-4 flex justify-end gap-2">
        <Button
          variant="secondary"
          isDisabled={props.isPending}
          autoFocus={props.autoFocusButton === 'cancel'}
          onPress={props.onCancel}
        >
          {props.cancelLabel}
        </Button>
        <Button
          variant={props.isDestructive ? 'danger' : 'primary'}
          isPending={props.isPending}
          autoFocus={props.autoFocusButton === 'confirm'}
          onPress={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </div>
  );
}
