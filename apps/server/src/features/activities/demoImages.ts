import { crc32, deflateSync } from 'node:zlib';

/**
 * The demo's photos for image comments (AREAS.md point 10): small real PNGs drawn here, so the demo needs no binary
 * files and is the same on every start — a pitch seen from the stand, and a ball on the grass.
 */

const WIDTH = 300;
const HEIGHT = 200;
type Rgb = readonly [number, number, number];

/** A PNG of `width`×`height` RGB pixels, each from `pixel(x, y)`. */
const png = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Uint8Array => {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

const WHITE: Rgb = [245, 245, 240];
const grass = (x: number, y: number): Rgb => {
  // Mown stripes, darker towards the far end.
  const stripe = Math.floor(x / 25) % 2 === 0 ? 0 : 14;
  const shade = Math.round((y / HEIGHT) * 30);
  return [34 + stripe, 110 + stripe + shade, 40 + stripe];
};

const near = (value: number, target: number, width = 1.5) => Math.abs(value - target) <= width;

/** A pitch from above: the touchlines, the halfway line, the centre circle and both penalty areas. */
export const pitchPhoto = (): Uint8Array =>
  png(WIDTH, HEIGHT, (x, y) => {
    const [left, right, top, bottom] = [12, WIDTH - 12, 12, HEIGHT - 12];
    const inside = x >= left && x <= right && y >= top && y <= bottom;
    const centre = Math.hypot(x - WIDTH / 2, y - HEIGHT / 2);
    // A penalty area: 40 deep from the goal line `from` to `to`, between y 55 and HEIGHT − 55.
    const box = (from: number, to: number) => {
      const [low, high] = [Math.min(from, to), Math.max(from, to)];
      const across = x >= low && x <= high && (near(y, 55) || near(y, HEIGHT - 55));
      return across || (near(x, to) && y >= 55 && y <= HEIGHT - 55);
    };
    const line =
      inside &&
      (near(x, left) ||
        near(x, right) ||
        near(y, top) ||
        near(y, bottom) ||
        near(x, WIDTH / 2) ||
        near(centre, 30) ||
        centre < 3 ||
        box(left, left + 40) ||
        box(right, right - 40));
    return line ? WHITE : grass(x, y);
  });

/** A ball on the grass: white with dark patches, a shadow beneath. */
export const ballPhoto = (): Uint8Array =>
  png(WIDTH, HEIGHT, (x, y) => {
    const [cx, cy, r] = [WIDTH / 2, HEIGHT / 2 - 10, 55];
    const distance = Math.hypot(x - cx, y - cy);
    if (distance <= r) {
      const patches: readonly (readonly [number, number])[] = [
        [0, 0],
        [-38, -22],
        [38, -22],
        [-30, 32],
        [30, 32],
        [0, -48],
      ];
      const dark = patches.some(([px, py]) => Math.hypot(x - cx - px, y - cy - py) < 15);
      const light = 1 - (distance / r) * 0.25;
      return dark ? [30, 30, 35] : [Math.round(250 * light), Math.round(250 * light), Math.round(245 * light)];
    }
    const shadow = Math.hypot((x - cx) / 1.6, (y - cy - r - 4) / 0.5) < 45;
    const [g0, g1, g2] = grass(x, y);
    return shadow ? [g0 - 20, g1 - 40, g2 - 20] : [g0, g1, g2];
  });
