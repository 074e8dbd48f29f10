import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { CheckMarkIcon, CopyIcon } from '../../internal/icons';
import { COPY_CONFIRMATION_MS, copyText, useFlash } from './confirmation';

export interface CopyButtonProps {
  /** What is copied to the clipboard, e.g. an invitation link. */
  text: string;
  /**
   * The button's text.
   * @default 'Kopiér link'
   */
  label?: string;
  /**
   * The confirmation shown beside the button after a successful copy (and announced to screen readers).
   * @default 'Kopieret'
   */
  copiedLabel?: string;
  /**
   * Shown in red beside the button when the browser refuses the copy (no clipboard on an insecure page,
   * no permission); it stays until the next press.
   * @default 'Kunne ikke kopiere. Markér teksten og kopiér den selv.'
   */
  errorMessage?: string;
  /**
   * How long the confirmation stays, in milliseconds (spec §9: 4 s).
   * @default 4000
   */
  confirmationMs?: number;
  /**
   * Called after the text is on the clipboard.
   * @default undefined
   */
  onCopy?: (text: string) => void;
  /**
   * The button's emphasis.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The button's size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Whether the button is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

export type CopyButtonStatus = 'idle' | 'copied' | 'failed';

/**
 * A button that copies `text` to the clipboard and confirms it beside itself ("Kopieret") for 4 s; a
 * refused copy shows an error in red instead.
 */
export function CopyButton({
  text,
  label = 'Kopiér link',
  copiedLabel = 'Kopieret',
  errorMessage = 'Kunne ikke kopiere. Markér teksten og kopiér den selv.',
  confirmationMs = COPY_CONFIRMATION_MS,
  onCopy,
  variant = 'secondary',
  size,
  isDisabled = false,
}: CopyButtonProps) {
  const confirmation = useFlash(confirmationMs);
  const [hasFailed, setHasFailed] = useState(false);

  const copy = async () => {
    setHasFailed(false);
    confirmation.hide();
    if (await copyText(text)) {
      confirmation.show();
      onCopy?.(text);
    } else {
      setHasFailed(true);
    }
  };

  const status: CopyButtonStatus = hasFailed ? 'failed' : confirmation.isVisible ? 'copied' : 'idle';
  return (
    <CopyButtonLayout
      status={status}
      label={label}
      copiedLabel={copiedLabel}
      errorMessage={errorMessage}
      variant={variant}
      size={size}
      isDisabled={isDisabled}
      onPress={() => void copy()}
    />
  );
}

interface CopyButtonLayoutProps extends Required<
  Pick<CopyButtonProps, 'label' | 'copiedLabel' | 'errorMessage' | 'variant' | 'isDisabled'>
> {
  status: CopyButtonStatus;
  size?: ButtonSize;
  onPress?: () => void;
}

/** The button and its message in a given status; exported for catalogs that show every status at once. */
export function CopyButtonLayout({
  status,
  label,
  copiedLabel,
  errorMessage,
  variant,
  size,
  isDisabled,
  onPress,
}: CopyButtonLayoutProps) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant={variant} size={size} isDisabled={isDisabled} onPress={onPress}>
        <CopyIcon />
        {label}
      </Button>
      {/* Always in the DOM, so that screen readers announce the confirmation when it appears. */}
      <span role="status" className="inline-flex items-center gap-1 text-sm font-medium text-success">
        {status === 'copied' && (
          <>
            <CheckMarkIcon />
            {copiedLabel}
          </>
        )}
      </span>
      {status === 'failed' && (
        <span role="alert" className="text-sm text-danger">
          {errorMessage}
        </span>
      )}
    </span>
  );
}
