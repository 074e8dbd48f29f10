import type { ImageUploadValue } from '@klubhus/ui';

/**
 * The ImageUpload's encoded image (base64 without the data prefix, at most 800 px wide, spec document 1 §5)
 * as the File a multipart header-image call sends.
 */
export const imageFile = (image: ImageUploadValue, name = 'image'): File => {
  const bytes = Uint8Array.from(atob(image.base64), (char) => char.charCodeAt(0));
  const extension = image.mimeType.split('/')[1] ?? 'png';
  return new File([bytes], `${name}.${extension}`, { type: image.mimeType });
};
