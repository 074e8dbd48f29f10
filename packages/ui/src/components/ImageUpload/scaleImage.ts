/** The spec's largest stored image width (§9). */
export const MAX_IMAGE_WIDTH = 800;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size an image is stored at: at most `max` pixels wide, the aspect ratio kept (height rounded, at
 * least 1 px), never enlarged.
 */
export function scaleToWidth(width: number, height: number, max: number = MAX_IMAGE_WIDTH): ImageSize {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
    ['max', max],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0)
      throw new RangeError(`scaleToWidth: ${name} must be a positive number, got ${value}`);
  }
  if (width <= max) return { width, height };
  return { width: max, height: Math.max(1, Math.round((height * max) / width)) };
}

/** The bare base64 of a `data:<type>;base64,<data>` URL; a string that is not a data URL comes back unchanged. */
export function stripDataUrlPrefix(dataUrl: string): string {
  if (!dataUrl.startsWith('data:')) return dataUrl;
  const comma = dataUrl.indexOf(',');
  if (comma === -1 || !dataUrl.slice(0, comma).endsWith(';base64')) {
    throw new TypeError('stripDataUrlPrefix: not a base64 data URL');
  }
  return dataUrl.slice(comma + 1);
}

/** Whether a chosen file is an image (by its MIME type). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** The type the scaled image is encoded as: JPEG and WebP stay (photos stay small), anything else becomes PNG. */
export function outputMimeType(inputType: string): 'image/jpeg' | 'image/webp' | 'image/png' {
  if (inputType === 'image/jpeg' || inputType === 'image/webp') return inputType;
  return 'image/png';
}
