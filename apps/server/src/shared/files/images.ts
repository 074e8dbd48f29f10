import { IMAGE_MAX_BYTES, JSON_IMAGE_MAX_BYTES } from '@klubhus/domain';
import { badRequest } from '../../http/HttpError.js';
import type { FileStorage } from './storage.js';

/**
 * The one image service: every image the server accepts — a multipart upload (header images) or base64
 * inside JSON (the spec's cover images, icons and logos) — passes the same checks: at most its size limit
 * (IMAGE_MAX_BYTES for a file, JSON_IMAGE_MAX_BYTES inside JSON, whose body must fit BODY_LIMITS.image), a
 * declared image type (when one is declared), and bytes that are that type. SVG is never an image here (it may
 * carry scripts).
 */

type ImageExtension = 'png' | 'jpg' | 'gif' | 'webp';

/** The image types accepted, by MIME type. */
const imageTypes: Readonly<Record<string, ImageExtension>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** An image that passed the checks, with the extension to store it under. */
export interface Image {
  bytes: Uint8Array;
  extension: ImageExtension;
}

/** The image type of some bytes by their signature, whatever the upload claimed; `undefined` for anything else. */
export const sniffImageExtension = (bytes: Uint8Array): ImageExtension | undefined => {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'webp';
  return undefined;
};

const imagesOnly = (field: string) => badRequest(`${field}: only png, jpeg, webp or gif images`, 'imagesOnly', field);
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;
const tooLarge = (field: string, maxBytes: number) =>
  badRequest(`${field}: an image may be at most ${sizeText(maxBytes)}`, 'imageTooLarge', field);

/** The bytes must be an image, and the very type declared for them: a renamed file of another kind is refused. */
const checked = (bytes: Uint8Array, declared: string | undefined, field: string, maxBytes: number): Image => {
  if (bytes.length > maxBytes) throw tooLarge(field, maxBytes);
  const extension = sniffImageExtension(bytes);
  const claimed = declared === undefined ? extension : imageTypes[declared.toLowerCase()];
  if (!extension || extension !== claimed) throw imagesOnly(field);
  return { bytes, extension };
};

/** An uploaded file: its declared type must be an image type, and its bytes that type. */
export const imageOfFile = async (file: File, field = 'image'): Promise<Image> => {
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge(field, IMAGE_MAX_BYTES);
  return checked(new Uint8Array(await file.arrayBuffer()), file.type, field, IMAGE_MAX_BYTES);
};

const DATA_URL_PREFIX = /^data:([^;,]*);base64,/i;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * An image sent as base64 inside JSON. The spec sends it "without the data prefix"; a `data:image/…;base64,`
 * prefix is accepted too, and then its type must match the bytes. The size is checked from the text's length
 * before anything is decoded.
 */
export const imageOfBase64 = (text: string, field: string): Image => {
  const prefix = DATA_URL_PREFIX.exec(text);
  const body = (prefix ? text.slice(prefix[0].length) : text).replace(/\s+/g, '');
  if (!body || !BASE64_TEXT.test(body) || body.length % 4 === 1) throw imagesOnly(field);
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  if (Math.floor((body.length * 3) / 4) - padding > JSON_IMAGE_MAX_BYTES) throw tooLarge(field, JSON_IMAGE_MAX_BYTES);
  const declared = prefix ? (prefix[1] ?? '') : undefined;
  return checked(new Uint8Array(Buffer.from(body, 'base64')), declared, field, JSON_IMAGE_MAX_BYTES);
};

/**
 * Stores an image and points a record at it, then removes the file it replaces. The file is written before the
 * record changes and removed again if the change fails, so the database never names a missing file.
 * `point` sets the record's image key (locking the record in its own transaction) and answers the old key.
 */
export const replaceImage = async (
  files: FileStorage,
  folder: string,
  image: Image,
  point: (key: string) => Promise<string | null>,
): Promise<string> => {
  const key = await files.save(folder, image.bytes, image.extension);
  let old: string | null;
  try {
    old = await point(key);
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (old && old !== key) await files.remove(old);
  return key;
};
