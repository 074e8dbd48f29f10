import type { ReactNode } from 'react';
import { Button as RACButton, DialogTrigger } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from '../../internal/focusRing';
import { Modal } from '../Modal';

/** Spec §2 and §9: lightbox images are shown 600 px wide. */
export const LIGHTBOX_IMAGE_WIDTH = 600;

export interface LightboxProps {
  /** The image's URL. */
  src: string;
  /** The image's alternative text; it also names the thumbnail button. Required: an image always says what it shows. */
  alt: string;
  /**
   * A smaller file for the thumbnail.
   * @default src
   */
  thumbnailSrc?: string;
  /**
   * Shows the thumbnail as the image itself, at most this wide and as high (in CSS pixels), instead of the
   * 96 px high strip (a comment's image, at most 300 px wide).
   * @default undefined (96 px high, at most 160 px wide)
   */
  thumbnailMaxWidth?: number;
  /**
   * The lightbox's heading (it names the dialog).
   * @default alt
   */
  title?: ReactNode;
  /**
   * The accessible name of the close button.
   * @default 'Luk'
   */
  closeLabel?: string;
  /**
   * Whether the lightbox is open (controlled).
   * @default undefined
   */
  isOpen?: boolean;
  /**
   * Whether the lightbox starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Called with `true` when the lightbox opens and `false` when it closes (Escape, the close button,
   * the backdrop).
   * @default undefined
   */
  onOpenChange?: (isOpen: boolean) => void;
}

const thumbnail = tv({
  extend: focusRing,
  base: 'inline-flex cursor-zoom-in overflow-hidden rounded-control border border-border bg-surface-sunken transition-opacity hovered:opacity-90',
});

/**
 * A thumbnail that opens the image in a modal at 600 px wide (never wider than the screen). Escape, the
 * close button and a press on the backdrop close it; the focus returns to the thumbnail.
 */
export function Lightbox({
  src,
  alt,
  thumbnailSrc,
  thumbnailMaxWidth,
  title,
  closeLabel = 'Luk',
  isOpen,
  defaultOpen,
  onOpenChange,
}: LightboxProps) {
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {/* RAC marks only popover triggers; say that this one opens a dialog. */}
      <RACButton aria-haspopup="dialog" className={(renderProps) => thumbnail(renderProps)}>
        {thumbnailMaxWidth === undefined ? (
          <img src={thumbnailSrc ?? src} alt={alt} className="block h-24 w-auto max-w-40 object-cover" />
        ) : (
          <img
            src={thumbnailSrc ?? src}
            alt={alt}
            style={{ maxWidth: thumbnailMaxWidth, maxHeight: thumbnailMaxWidth }}
            className="block h-auto w-auto"
          />
        )}
      </RACButton>
      <Modal title={title ?? alt} closeLabel={closeLabel} isDismissable>
        <img
          src={src}
          alt={alt}
          width={LIGHTBOX_IMAGE_WIDTH}
          style={{ width: LIGHTBOX_IMAGE_WIDTH }}
          className="mx-auto block h-auto max-w-full rounded-control"
        />
      </Modal>
    </DialogTrigger>
  );
}
