import fs from 'node:fs/promises';
import type { ActivityIcon, ImageAnswer } from '@klubhus/domain';
import sharp from 'sharp';
import { badRequest } from '../../../http/HttpError.js';
import { sniffImageExtension, type Image } from '../../../shared/files/images.js';
import type { FileStorage } from '../../../shared/files/storage.js';
import { BUNDLED_ICONS_FOLDER, ensureBundledIcons } from './bundled.js';
import { byteCache, type ByteCache } from './lruCache.js';
import { ownFileKey, resolveOwnFile } from './ownFile.js';

/**
 * The icons of activity types (ADR 024): the bundled set (lucide-static's SVGs, rasterised with sharp into
 * DATA_DIR/files/icons/ on first use), an uploaded icon made a PNG of at most 128 px, and `ChangeColor`, which
 * recolours an image of the server's own files.
 */

/** The side a stored icon fits in (ADR 024). */
const ICON_MAX_SIZE = 128;
/** The side a `ChangeColor` answer fits in: it is meant for icons and marks, and a public call should cost little. */
const RECOLOUR_MAX_SIZE = 512;
/**
 * The most pixels an image read here may have (a decompression bomb: a small file of huge dimensions). A 48 MP
 * phone photo passes; sharp's own default (about 268 MP) would let one call decode a gigabyte.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/** How long a browser keeps a `ChangeColor` answer: a year, immutable (a key never names other bytes). */
const RECOLOUR_CACHE_SECONDS = 31_536_000;

/** The bundled icons as PNGs under `/files/icons/`, each also as base64. */
export const listBundledIcons = async (files: FileStorage): Promise<ActivityIcon[]> => ensureBundledIcons(files);

const imagesOnly = (field: string) => badRequest(`${field}: only png, jpeg, webp or gif images`, 'imagesOnly', field);
const tooManyPixels = (field: string) =>
  badRequest(
    `${field}: an image may have at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels`,
    'imageTooLarge',
    field,
  );

/**
 * The image's decoder, after its header is read: 400 `imagesOnly` when the bytes are no image sharp can read,
 * 400 `imageTooLarge` when its dimensions exceed `MAX_INPUT_PIXELS` (checked before a pixel is decoded).
 */
const decoderOf = async (bytes: Uint8Array, field: string) => {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw imagesOnly(field);
    });
  if (!['png', 'jpeg', 'webp', 'gif'].includes(metadata.format)) throw imagesOnly(field);
  if (!metadata.width || !metadata.height) throw imagesOnly(field);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels(field);
  // Only the first frame of an animation; the EXIF orientation applied (a phone's portrait photo stays upright).
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).autoOrient();
};

/** Runs sharp's work, a failure part-way (a truncated file) answering 400 `imagesOnly` rather than 500. */
const decoded = async <T>(work: () => Promise<T>, field: string): Promise<T> => {
  try {
    return await work();
  } catch {
    throw imagesOnly(field);
  }
};

/**
 * An icon as stored: a PNG fit inside 128 × 128 px (never enlarged), transparency kept, EXIF orientation applied,
 * metadata stripped. `image` has passed `imageOfBase64` (png, jpeg, webp or gif); refusals name `field`.
 */
export const normaliseIcon = async (
  image: Image,
  { field = 'base64IconImage' }: { field?: string } = {},
): Promise<Image> => {
  const decoder = await decoderOf(image.bytes, field);
  const png = await decoded(
    () =>
      decoder
        .resize(ICON_MAX_SIZE, ICON_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    field,
  );
  return { bytes: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), extension: 'png' };
};

/** `#RRGGBB` or `RRGGBB`, any case, as its three channels; 400 `invalidColour` on `color` otherwise. */
const channelsOf = (colour: string): [number, number, number] => {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (!match) throw badRequest('color: a colour is #RRGGBB', 'invalidColour', 'color');
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
};

/**
 * Every pixel in `rgb`, its alpha kept. An image with no transparency at all (a JPEG, an opaque PNG) is read as dark
 * on light: its darkness (255 − luminance) becomes the alpha, so a black-on-white drawing works as an icon.
 */
const recolourPixels = (pixels: Buffer, [red, green, blue]: readonly [number, number, number]): Buffer => {
  const out = Buffer.allocUnsafe(pixels.length);
  let opaque = true;
  for (let at = 3; at < pixels.length; at += 4) {
    if (pixels[at] !== 255) {
      opaque = false;
      break;
    }
  }
  for (let at = 0; at < pixels.length; at += 4) {
    out[at] = red;
    out[at + 1] = green;
    out[at + 2] = blue;
    if (opaque) {
      // Rec. 709 luma of the sRGB values: what the eye reads as light.
      const luminance = 0.2126 * pixels[at]! + 0.7152 * pixels[at + 1]! + 0.0722 * pixels[at + 2]!;
      out[at + 3] = 255 - Math.round(luminance);
    } else {
      out[at + 3] = pixels[at + 3]!;
    }
  }
  return out;
};

/** The recoloured answers of each app's files, by real path, file version and colour. */
const caches = new WeakMap<FileStorage, ByteCache>();
const cacheOf = (files: FileStorage): ByteCache => {
  let cache = caches.get(files);
  if (!cache) {
    cache = byteCache({ maxEntries: 256, maxBytes: 16 * 1024 * 1024 });
    caches.set(files, cache);
  }
  return cache;
};

/** `GET /v2/image/ChangeColor`: the image at `imageUrl` (one of our files) with its pixels in `colour` (#RRGGBB). */
export const changeImageColour = async (
  deps: { files: FileStorage; config: { publicUrl: string } },
  imageUrl: string,
  colour: string,
): Promise<ImageAnswer> => {
  const rgb = channelsOf(colour);
  const key = ownFileKey(imageUrl, deps.config.publicUrl);
  // A fresh data directory has no icons yet: the bundled set is made before one of it is read.
  if (key.startsWith(`${BUNDLED_ICONS_FOLDER}/`)) await ensureBundledIcons(deps.files);
  const { filePath, version } = await resolveOwnFile(deps.files.root, key);
  const cache = cacheOf(deps.files);
  const cacheKey = `${filePath}\n${version}\n${rgb.join(',')}`;
  const answer = (bytes: Uint8Array): ImageAnswer => ({
    bytes,
    contentType: 'image/png',
    cacheSeconds: RECOLOUR_CACHE_SECONDS,
  });
  const hit = cache.get(cacheKey);
  if (hit) return answer(hit);

  const bytes = await fs.readFile(filePath);
  // Only the image types the server stores: never an SVG or anything else a decoder would also read.
  if (!sniffImageExtension(bytes)) throw imagesOnly('imageUrl');
  const decoder = await decoderOf(bytes, 'imageUrl');
  const png = await decoded(async () => {
    const { data, info } = await decoder
      .resize(RECOLOUR_MAX_SIZE, RECOLOUR_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`expected RGBA, got ${info.channels} channels`);
    return sharp(recolourPixels(data, rgb), { raw: { width: info.width, height: info.height, channels: 4 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 'imageUrl');
  const result = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  cache.set(cacheKey, result);
  return answer(result);
};
