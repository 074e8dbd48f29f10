import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { OverlayFrame, OverlaySurface, type OverlayOpenProps } from '../../internal/overlayFrame';
import { Button } from '../Button';
import { errorDialogAction } from './errorDialogAction';

export interface ErrorDialogProps extends OverlayOpenProps {
  /** The HTTP status of the failed request (the app does not show the dialog for 403). */
  status: number;
  /** The server's message. */
  message: ReactNode;
  /**
   * The title; the default reads "Fejl 500" for status 500.
   * @default `Fejl ${status}`
   */
  title?: ReactNode;
  /**
   * The line above the message.
   * @default 'Noget gik galt...'
   */
  heading?: ReactNode;
  /**
   * The button's text for a 4xx status.
   * @default 'Genindlæs'
   */
  reloadLabel?: string;
  /**
   * The button's text for any other status.
   * @default 'Tilbage'
   */
  backLabel?: string;
  /**
   * Called by Reload (4xx): the app reloads the page.
   * @default undefined
   */
  onReload?: () => void;
  /**
   * Called by Back (other statuses), which then closes the dialog.
   * @default undefined
   */
  onBack?: () => void;
  /**
   * Whether the dialog is open (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the dialog starts open (uncontrolled).
   * @default undefined
   */
  defaultOpen?: boolean;
  /**
   * Called with `false` when the dialog closes (Back or Escape).
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The server-error dialog: "Fejl {status}", "Noget gik galt...", the message and one button,
 * Genindlæs (Reload) for 4xx statuses and Tilbage (Back) otherwise. Danish defaults; the app passes
 * its translations (the spec's English texts among them).
 */
export function ErrorDialog({
  status,
  message,
  title,
  heading = 'Noget gik galt...',
  reloadLabel = 'Genindlæs',
  backLabel = 'Tilbage',
  onReload,
  onBack,
  ...open
}: ErrorDialogProps) {
  return (
    <OverlayFrame {...open} width="small">
      <OverlaySurface role="alertdialog">
        {({ close }) => (
          <ErrorDialogLayout
            status={status}
            title={title}
            heading={heading}
            message={message}
            reloadLabel={reloadLabel}
            backLabel={backLabel}
            onReload={() => onReload?.()}
            onBack={() => {
              onBack?.();
              close();
            }}
          />
        )}
      </OverlaySurface>
    </OverlayFrame>
  );
}

interface ErrorDialogLayoutProps {
  status: number;
  title?: ReactNode;
  heading: ReactNode;
  message: ReactNode;
  reloadLabel: string;
  backLabel: string;
  /** Left out in catalogs, so that no panel takes the focus. */
  autoFocus?: boolean;
  onReload: () => void;
  onBack: () => void;
}

/** The inside of the dialog; exported for catalogs that show it without the overlay. */
export function ErrorDialogLayout(props: ErrorDialogLayoutProps) {
  const isReload = errorDialogAction(props.status) === 'reload';
  return (
    <div className="flex flex-col gap-2 p-5">
      <Heading slot="title" className="text-xl font-semibold">
        {props.title ?? `Fejl ${props.status}`}
      </Heading>
      <p className="font-medium text-danger">{props.heading}</p>
      <div className="text-fg-muted">{props.message}</div>
      <div className="mt-4 flex justify-end">
        <Button autoFocus={props.autoFocus ?? true} onPress={isReload ? props.onReload : props.onBack}>
          {isReload ? props.reloadLabel : props.backLabel}
        </Button>
      </div>
    </div>
  );
}
