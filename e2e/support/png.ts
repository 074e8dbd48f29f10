import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A valid PNG of one colour (8-bit RGB), made in memory so a journey can upload an image without a fixture
 * file. The browser decodes and scales it (the image picker draws it on a canvas), so it must be real.
 */
export const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // Every row starts with filter type 0 (none).
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * An icon-like PNG (8-bit RGBA): a black ring on a transparent ground, so a journey can upload an icon whose
 * recolouring (its pixels take the type's colour, its transparency kept) shows.
 */
export const ringPng = (size: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  const centre = (size - 1) / 2;
  const rows = Array.from({ length: size }, (_, y) => {
    const pixels = Array.from({ length: size }, (_, x) => {
      const distance = Math.hypot(x - centre, y - centre);
      const onRing = distance <= size * 0.45 && distance >= size * 0.3;
      return onRing ? [0, 0, 0, 255] : [0, 0, 0, 0];
    });
    return Buffer.concat([Buffer.from([0]), Buffer.from(pixels.flat())]);
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
