/**
 * The image type of some bytes by their signature, whatever the upload claimed: png, jpeg, gif or webp as
 * the file extension to store it under, or `undefined` for anything else.
 */
export const sniffImageExtension = (bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | undefined => {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'webp';
  return undefined;
};
