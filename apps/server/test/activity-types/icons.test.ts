import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { bundledActivityIcons } from '@klubhus/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listBundledIcons, normaliseIcon } from '../../src/features/activity-types/icons/icons.js';
import { HttpError } from '../../src/http/HttpError.js';
import { localFileStorage } from '../../src/shared/files/storage.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { useWorld } from '../support/world.js';

/** The bundled icon set (`GET /v4/activities/club/ActivityType/Icons`) and the stored icon (`normaliseIcon`), ADR 024. */

const tmp = fs.realpathSync(os.tmpdir());
const dataDir = fs.mkdtempSync(path.join(tmp, 'klubhus-icons-'));
const ctx = useWorld({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const iconsFolder = path.join(dataDir, 'files', 'icons');

describe('GET /v4/activities/club/ActivityType/Icons', () => {
  it('answers every bundled icon as a transparent PNG under /files/icons/, its base64 the very file', async () => {
    const icons = await ctx.as('loner').activityTypeIcons({});
    expect(icons.map((icon) => icon.fileName)).toEqual(bundledActivityIcons.map((name) => `${name}.png`));
    for (const icon of icons) {
      expect(icon.url).toBe(`/files/icons/${icon.fileName}`);
      const bytes = Buffer.from(icon.base64, 'base64');
      expect(bytes).toEqual(fs.readFileSync(path.join(iconsFolder, icon.fileName)));
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 96, 96, true]);
    }
    // Black strokes on transparency.
    const { data } = await sharp(Buffer.from(icons[0]!.base64, 'base64')).raw().toBuffer({ resolveWithObject: true });
    const alphas = new Set<number>();
    for (let at = 0; at < data.length; at += 4) {
      alphas.add(data[at + 3]!);
      if (data[at + 3]! > 0) expect([data[at], data[at + 1], data[at + 2]]).toEqual([0, 0, 0]);
    }
    expect(alphas.has(0) && alphas.has(255)).toBe(true);
    // The file is served as it is.
    const served = await ctx.t.app.inject({ method: 'GET', url: icons[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(Buffer.from(icons[0]!.base64, 'base64'));
  });

  it('writes the files once: a later call answers the same and leaves them be', async () => {
    const file = path.join(iconsFolder, 'dumbbell.png');
    const before = fs.statSync(file).mtimeMs;
    const first = await ctx.as('memberA').activityTypeIcons({});
    const second = await ctx.as('adminB').activityTypeIcons({});
    expect(second).toEqual(first);
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect(await codeOf(api(ctx.t, { anonymous: true }).activityTypeIcons({}))).toBe('401 unauthorized');
  });

  it('makes the set once for concurrent first calls, and keeps a PNG already there', async () => {
    const root = fs.mkdtempSync(path.join(tmp, 'klubhus-icons-once-'));
    try {
      const folder = path.join(root, 'files', 'icons');
      fs.mkdirSync(folder, { recursive: true });
      // A file already there is kept (a key never names other bytes).
      const kept = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000000' } })
        .png()
        .toBuffer();
      fs.writeFileSync(path.join(folder, 'star.png'), kept);
      const files = localFileStorage(root);
      const [a, b] = await Promise.all([listBundledIcons(files), listBundledIcons(files)]);
      expect(a).toBe(b);
      expect(fs.readdirSync(folder).sort()).toEqual(bundledActivityIcons.map((name) => `${name}.png`).sort());
      expect(a.find((icon) => icon.fileName === 'star.png')?.base64).toBe(kept.toString('base64'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code, field: error.field };
    throw error;
  }
  throw new Error('accepted');
};

/** A PNG of only a header claiming `width` × `height` (a decompression bomb's first bytes). */
const pngHeaderClaiming = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('normaliseIcon', () => {
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } });

  it('shrinks a large image to fit 128 × 128, as a PNG keeping its transparency', async () => {
    const jpegless = await image(1000, 600).webp().toBuffer();
    const icon = await normaliseIcon({ bytes: jpegless, extension: 'webp' });
    expect(icon.extension).toBe('png');
    const metadata = await sharp(icon.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual(['png', 128, 77, true]);
    const { data } = await sharp(icon.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBeGreaterThanOrEqual(126);
    expect(data[3]).toBeLessThanOrEqual(129);
  });

  it('keeps a small image’s size (never enlarged)', async () => {
    const icon = await normaliseIcon({ bytes: await image(40, 30).gif().toBuffer(), extension: 'gif' });
    const metadata = await sharp(icon.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 40, 30]);
  });

  it('applies the EXIF orientation and keeps no metadata', async () => {
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const icon = await normaliseIcon({ bytes: photo, extension: 'jpg' });
    const metadata = await sharp(icon.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses a decompression bomb from its header: 400 imageTooLarge', async () => {
    expect(await refusal(normaliseIcon({ bytes: pngHeaderClaiming(20_000, 20_000), extension: 'png' }))).toEqual({
      status: 400,
      code: 'imageTooLarge',
      field: 'base64IconImage',
    });
  });

  it('refuses bytes that only look like an image: 400 imagesOnly', async () => {
    const truncated = pngHeaderClaiming(64, 64);
    expect(await refusal(normaliseIcon({ bytes: truncated, extension: 'png' }, { field: 'icon' }))).toEqual({
      status: 400,
      code: 'imagesOnly',
      field: 'icon',
    });
  });
});
