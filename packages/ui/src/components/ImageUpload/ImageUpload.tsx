import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { encodeImage, type EncodedImage } from './encodeImage';
import { isImageFile, MAX_IMAGE_WIDTH } from './scaleImage';

export type ImageUploadValue = EncodedImage;

export interface ImageUploadProps {
  /**
   * The field's label.
   * @default 'Billede'
   */
  label?: string;
  /**
   * The button's text.
   * @default 'Vælg billede'
   */
  buttonLabel?: string;
  /**
   * The current image (a URL) shown in the circle until a new one is chosen.
   * @default undefined
   */
  src?: string;
  /**
   * The preview's alternative text.
   * @default 'Valgt billede'
   */
  previewAlt?: string;
  /**
   * Called with the chosen image scaled to at most `maxWidth` and encoded as bare base64 (no `data:` prefix).
   * @default undefined
   */
  onChange?: (image: ImageUploadValue) => void;
  /**
   * An error from outside, e.g. a failed upload; shown in red under the button.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Shown when the chosen file is not an image.
   * @default 'Filen er ikke et billede. Vælg fx en JPG- eller PNG-fil.'
   */
  invalidTypeMessage?: string;
  /**
   * Shown when the image cannot be read.
   * @default 'Billedet kunne ikke læses. Prøv et andet billede.'
   */
  unreadableMessage?: string;
  /**
   * The largest stored width in pixels; smaller images are never enlarged.
   * @default 800
   */
  maxWidth?: number;
  /**
   * Whether choosing an image is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The preview's shape: a circle (a face, a club's logo) cropped to fill it, or a wide box (a banner, a sponsor's
   * logo) that shows the whole image.
   * @default 'circle'
   */
  shape?: 'circle' | 'banner';
}

/**
 * An image picker (images only) with a preview: a circle, or a wide box for banners (`shape`). The chosen image is scaled to at most 800 px
 * wide, aspect kept, and handed back as base64 without the data-URL prefix.
 */
export function ImageUpload({
  label = 'Billede',
  buttonLabel = 'Vælg billede',
  src,
  previewAlt = 'Valgt billede',
  onChange,
  errorMessage,
  invalidTypeMessage = 'Filen er ikke et billede. Vælg fx en JPG- eller PNG-fil.',
  unreadableMessage = 'Billedet kunne ikke læses. Prøv et andet billede.',
  maxWidth = MAX_IMAGE_WIDTH,
  isDisabled = false,
  shape = 'circle',
}: ImageUploadProps) {
  const labelId = useId();
  const errorId = useId();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [ownError, setOwnError] = useState<string | undefined>(undefined);
  const [isProcessing, setIsProcessing] = useState(false);
  const error = ownError ?? errorMessage;
  const shown = preview ?? src;

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setOwnError(invalidTypeMessage);
      return;
    }
    setOwnError(undefined);
    setIsProcessing(true);
    try {
      const { dataUrl, ...image } = await encodeImage(file, maxWidth);
      setPreview(dataUrl);
      onChange?.(image);
    } catch {
      setOwnError(unreadableMessage);
    } finally {
      setIsProcessing(false);
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-4">
      <div
        className={`relative flex shrink-0 items-center justify-center overflow-hidden border border-border bg-surface-sunken ${
          shape === 'banner' ? 'h-24 w-48 rounded-control' : 'size-24 rounded-full'
        }`}
      >
        {shown ? (
          <img
            src={shown}
            alt={previewAlt}
            className={`size-full ${shape === 'banner' ? 'object-contain' : 'object-cover'}`}
          />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-10 text-fg-muted">
            <rect x="3" y="5" width="18" height="14" rx="2" stroke="currentColor" strokeWidth="1.5" />
            <circle cx="9" cy="10" r="1.75" stroke="currentColor" strokeWidth="1.5" />
            <path d="M4 17l5-4 3 2.5 3.5-3.5L20 16" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        )}
        {isProcessing && (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
            <Spinner />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <span id={labelId} className="text-sm font-medium text-fg">
          {label}
        </span>
        <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" isDisabled={isDisabled} aria-describedby={error ? errorId : undefined}>
            {buttonLabel}
          </Button>
        </FileTrigger>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
