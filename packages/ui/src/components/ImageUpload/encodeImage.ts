import { outputMimeType, scaleToWidth, stripDataUrlPrefix } from './scaleImage';

export interface EncodedImage {
  /** The image data in base64, without a `data:...;base64,` prefix. */
  base64: string;
  /** The encoded type: `image/jpeg`, `image/webp` or `image/png`. */
  mimeType: string;
  /** The stored width in pixels (at most the maximum). */
  width: number;
  /** The stored height in pixels. */
  height: number;
}

/**
 * Decodes an image file, draws it at most `maxWidth` wide on a canvas and encodes it again. Browser only
 * (canvas); the arithmetic is in scaleImage.ts, the encoding is tested in the ImageUpload play stories.
 */
export async function encodeImage(file: Blob, maxWidth: number): Promise<EncodedImage & { dataUrl: string }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = scaleToWidth(image.naturalWidth, image.naturalHeight, maxWidth);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('encodeImage: no 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    const mimeType = outputMimeType(file.type);
    const dataUrl = canvas.toDataURL(mimeType, 0.9);
    return { dataUrl, base64: stripDataUrlPrefix(dataUrl), mimeType, ...size };
  } finally {
    URL.revokeObjectURL(url);
  }
}
