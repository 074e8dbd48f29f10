import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { codeOf, failure } from '../support/failure.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * `GET /v2/image/ChangeColor` (ADR 024): public, reads only the server's own files, recolours every pixel keeping its
 * alpha (a picture without transparency read as dark on light), answers a PNG cached for a year.
 */

const PUBLIC_URL = 'http://localhost:4321';
const dataDir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'klubhus-recolour-'));
const filesRoot = path.join(dataDir, 'files');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Stores bytes as the storage would (`clubs/7/<hex>.<ext>`) and answers the file's URL path. */
const store = (bytes: Uint8Array, extension = 'png', folder = 'clubs/7') => {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
  fs.mkdirSync(path.join(filesRoot, folder), { recursive: true });
  fs.writeFileSync(path.join(filesRoot, key), bytes);
  return `/files/${key}`;
};

const recolour = (imageUrl: string, color: string) =>
  api(t, { anonymous: true }).changeImageColour({ query: { imageUrl, color } });

const rgbaOf = async (blob: Blob) => {
  const bytes = Buffer.from(await blob.arrayBuffer());
  expect((await sharp(bytes).metadata()).format).toBe('png');
  return sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
};

/** A 64 × 16 PNG whose alpha runs 0, 4, 8 … 252 along a row, over colours that change with every pixel. */
const gradientPng = async () => {
  const width = 64;
  const height = 16;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels.set([x * 4, y * 16, 255 - x * 4, (x * 4 + y) % 256], at);
    }
  }
  return {
    pixels,
    png: await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer(),
  };
};

describe('GET /v2/image/ChangeColor', () => {
  it('makes the bundled icons on a fresh data directory and recolours one', async () => {
    expect(fs.existsSync(path.join(filesRoot, 'icons'))).toBe(false);
    const { data, info } = await rgbaOf(await recolour('/files/icons/trophy.png', 'CC0000'));
    expect([info.width, info.height]).toEqual([96, 96]);
    let drawn = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (data[at + 3]! > 0) {
        drawn++;
        expect([data[at], data[at + 1], data[at + 2]]).toEqual([0xcc, 0, 0]);
      }
    }
    // Strokes on transparency: some pixels drawn, most not.
    expect(drawn).toBeGreaterThan(200);
    expect(drawn).toBeLessThan((96 * 96) / 2);
    // The icon file itself is served under /files/.
    const served = await t.app.inject({ method: 'GET', url: '/files/icons/trophy.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('keeps a transparent PNG’s alpha pixel for pixel and paints the colour wherever it shows', async () => {
    const { pixels, png } = await gradientPng();
    const { data, info } = await rgbaOf(await recolour(store(png), '#1a2b3c'));
    expect([info.width, info.height, info.channels]).toEqual([64, 16, 4]);
    for (let at = 0; at < data.length; at += 4) {
      expect(data[at + 3]).toBe(pixels[at + 3]);
      if (data[at + 3]! > 0) expect([data[at], data[at + 1], data[at + 2]]).toEqual([0x1a, 0x2b, 0x3c]);
    }
  });

  it('reads an opaque JPEG as dark on light: white becomes transparent, black keeps the colour', async () => {
    const jpeg = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#FFFFFF' } })
      .composite([
        {
          input: await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000000' } })
            .png()
            .toBuffer(),
          left: 16,
          top: 16,
        },
      ])
      .jpeg({ quality: 95 })
      .toBuffer();
    const { data, info } = await rgbaOf(await recolour(store(jpeg, 'jpg'), '#00AA00'));
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alphaAt(2, 2)).toBeLessThanOrEqual(8); // white corner
    expect(alphaAt(45, 45)).toBeLessThanOrEqual(8);
    expect(alphaAt(24, 24)).toBeGreaterThanOrEqual(247); // black middle
    for (let at = 0; at < data.length; at += 4) {
      if (data[at + 3]! > 0) expect([data[at], data[at + 1], data[at + 2]]).toEqual([0, 0xaa, 0]);
    }
  });

  it('takes the colour with or without #, in any case, and the URL on the server’s own address', async () => {
    const url = store((await gradientPng()).png);
    const answers = await Promise.all([
      recolour(url, 'ff8800'),
      recolour(url, '#FF8800'),
      recolour(url, '#ff8800'),
      recolour(`${PUBLIC_URL}${url}`, 'FF8800'),
    ]);
    const bytes = await Promise.all(answers.map(async (blob) => Buffer.from(await blob.arrayBuffer())));
    for (const other of bytes.slice(1)) expect(other).toEqual(bytes[0]);
  });

  it('is cached by the browser for a year, immutable; a refusal is not', async () => {
    const url = store((await gradientPng()).png);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v2/image/ChangeColor?imageUrl=${encodeURIComponent(url)}&color=112233`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v2/image/ChangeColor?imageUrl=${encodeURIComponent('https://evil.example/x.png')}&color=112233`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it.each([
    ['another host', 'https://evil.example/files/clubs/7/a.png'],
    ['another host named like ours', 'http://localhost:4321.evil.example/files/clubs/7/a.png'],
    ['our address on another port', 'http://localhost:4322/files/clubs/7/a.png'],
    ['our address over another scheme', 'https://localhost:4321/files/clubs/7/a.png'],
    ['another path of ours', '/api/v2/image/ChangeColor?imageUrl=/files/x.png&color=000000'],
    ['the web app', '/index.html'],
    ['a relative path', 'files/clubs/7/a.png'],
    ['a dotted escape', '/files/../x.png'],
    ['a dotted escape inside', '/files/clubs/../../../etc/passwd'],
    ['a dotted escape on our address', `${PUBLIC_URL}/files/../package.json`],
    ['an encoded dotted escape', '/files/%2e%2e/%2e%2e/etc/passwd'],
    ['an encoded dotted escape, upper case', '/files/%2E%2E/x.png'],
    ['an encoded slash', '/files/clubs%2f7%2fa.png'],
    ['a backslash', '/files/clubs\\..\\..\\x.png'],
    ['a query', '/files/icons/trophy.png?v=1'],
    ['a fragment', '/files/icons/trophy.png#x'],
    ['a protocol-relative URL', '//evil.example/files/x.png'],
    ['a protocol-relative URL of /files', '//files/icons/trophy.png'],
    ['a doubled slash', '/files//etc/passwd'],
    ['a file URL', 'file:///etc/passwd'],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript URL', 'javascript:alert(1)'],
    ['the files folder itself', '/files/'],
    ['a folder', '/files/icons'],
  ])('refuses %s: 400 imageNotOurs on imageUrl', async (_label, imageUrl) => {
    const { status, code, field } = await failure(recolour(imageUrl, '#000000'));
    expect({ status, code, field }).toEqual({ status: 400, code: 'imageNotOurs', field: 'imageUrl' });
  });

  it('refuses a link inside the files folder that leads outside it', async () => {
    const outside = path.join(dataDir, 'secret.png');
    fs.writeFileSync(outside, (await gradientPng()).png);
    fs.mkdirSync(path.join(filesRoot, 'clubs/8'), { recursive: true });
    fs.symlinkSync(outside, path.join(filesRoot, 'clubs/8/linked.png'));
    expect(await codeOf(recolour('/files/clubs/8/linked.png', '#000000'))).toBe('400 imageNotOurs');
  });

  it.each([
    ['a file of ours that is not there', '/files/clubs/7/000000000000000000000000.png'],
    ['an icon not in the set', '/files/icons/not-an-icon.png'],
    ['under a folder that is not there', '/files/nowhere/at/all.png'],
  ])('answers 404 imageNotFound for %s', async (_label, imageUrl) => {
    const { status, code, field } = await failure(recolour(imageUrl, '#000000'));
    expect({ status, code, field }).toEqual({ status: 404, code: 'imageNotFound', field: 'imageUrl' });
  });

  it('refuses a file of ours that is no image: 400 imagesOnly', async () => {
    expect(
      await codeOf(recolour(store(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'), '#000000')),
    ).toBe('400 imagesOnly');
    expect(await codeOf(recolour(store(Buffer.from('hello'), 'png'), '#000000'))).toBe('400 imagesOnly');
  });

  it.each(['red', '#12345', '1234567', '#GGGGGG', '##123456', ''])(
    'refuses the colour %j: 400 invalidColour on color',
    async (color) => {
      const { status, code, field } = await failure(recolour('/files/icons/trophy.png', color));
      expect({ status, code, field }).toEqual({ status: 400, code: 'invalidColour', field: 'color' });
    },
  );
});
