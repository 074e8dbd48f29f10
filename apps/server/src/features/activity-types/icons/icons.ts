import type { ActivityIcon, ImageAnswer } from '@klubhus/domain';
import type { FileStorage } from '../../../shared/files/storage.js';
import type { Image } from '../../../shared/files/images.js';

/**
 * The icons of activity types (ADR 024): the bundled set (lucide-static's SVGs, rasterised with sharp into
 * DATA_DIR/files/icons/ on first use), an uploaded icon made a PNG of at most 128 px, and `ChangeColor`, which
 * recolours an image of the server's own files. STUB: filled in by the icons work.
 */

/** The bundled icons as PNGs under `/files/icons/`, each also as base64. */
export const listBundledIcons = async (files: FileStorage): Promise<ActivityIcon[]> => {
  void files;
  throw new Error('not yet');
};

/** An icon as stored: a PNG of at most 128 × 128 px, transparency kept. */
export const normaliseIcon = async (image: Image): Promise<Image> => {
  void image;
  throw new Error('not yet');
};

/** `GET /v2/image/ChangeColor`: the image at `imageUrl` (one of our files) with its pixels in `colour` (#RRGGBB). */
export const changeImageColour = async (
  deps: { files: FileStorage; config: { publicUrl: string } },
  imageUrl: string,
  colour: string,
): Promise<ImageAnswer> => {
  void deps;
  void imageUrl;
  void colour;
  throw new Error('not yet');
};
