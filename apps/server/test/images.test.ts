import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE64_IMAGE_MAX_LENGTH, IMAGE_MAX_BYTES, JSON_IMAGE_MAX_BYTES } from '@klubhus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/HttpError.js';
import { imageOfBase64, imageOfFile, replaceImage } from '../src/shared/files/images.js';
import { localFileStorage } from '../src/shared/files/storage.js';
import { failure } from './support/failure.js';
import { testApi } from './support/api.js';
import { PNG_BYTES, pngFile } from './support/images.js';
import { createTestApp, type TestApp } from './support/testApp.js';

/** The one image service: multipart files and base64 inside JSON pass the same checks. */

const PNG_BASE64 = Buffer.from(PNG_BYTES).toString('base64');
const base64Of = (text: string) => Buffer.from(text).toString('base64');
const SVG_BASE64 = base64Of('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

/** A base64 text whose decoded length is `bytes`, starting with a PNG signature (built without decoding). */
const base64OfLength = (bytes: number) => {
  const head = PNG_BASE64.slice(0, 12); // 9 bytes, the PNG signature among them
  return head + 'A'.repeat(Math.ceil((bytes - 9) / 3) * 4);
};

const refusedWith = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code, field: error.field };
    throw error;
  }
  throw new Error('accepted');
};

describe('imageOfBase64', () => {
  it('accepts a PNG sent as the spec sends it, without the data prefix', () => {
    const image = imageOfBase64(PNG_BASE64, 'coverImage');
    expect(image.extension).toBe('png');
    expect(Buffer.from(image.bytes)).toEqual(Buffer.from(PNG_BYTES));
  });

  it('accepts a data URL whose type is the bytes’ type', () => {
    expect(imageOfBase64(`data:image/png;base64,${PNG_BASE64}`, 'logo').extension).toBe('png');
  });

  it.each([
    ['text that is not base64', 'this is not base64!'],
    ['base64 of plain text', base64Of('hello, this is not an image')],
    ['base64 of an SVG (scripts inside: never an image here)', SVG_BASE64],
    ['a data URL declaring an SVG', `data:image/svg+xml;base64,${SVG_BASE64}`],
    ['a data URL declaring jpeg for PNG bytes', `data:image/jpeg;base64,${PNG_BASE64}`],
    ['a data URL declaring text for PNG bytes', `data:text/plain;base64,${PNG_BASE64}`],
    ['an empty text', ''],
  ])('refuses %s: 400 imagesOnly on the field', (_label, text) => {
    expect(refusedWith(() => imageOfBase64(text, 'coverImage'))).toEqual({
      status: 400,
      code: 'imagesOnly',
      field: 'coverImage',
    });
  });

  it('refuses an image over the JSON image limit from its length, before decoding it', () => {
    expect(refusedWith(() => imageOfBase64(base64OfLength(JSON_IMAGE_MAX_BYTES + 3), 'icon'))).toEqual({
      status: 400,
      code: 'imageTooLarge',
      field: 'icon',
    });
  });
});

describe('imageOfFile', () => {
  it('accepts a PNG declared as a PNG', async () => {
    expect((await imageOfFile(pngFile())).extension).toBe('png');
  });

  it.each([
    ['PNG bytes declared as jpeg', new File([PNG_BYTES], 'a.jpg', { type: 'image/jpeg' })],
    ['PNG bytes declared as nothing', new File([PNG_BYTES], 'a', { type: '' })],
    ['text declared as a PNG', new File(['not a png'], 'a.png', { type: 'image/png' })],
  ])('refuses %s: the declared type and the bytes must agree', async (_label, file) => {
    await expect(imageOfFile(file)).rejects.toMatchObject({ statusCode: 400, code: 'imagesOnly', field: 'image' });
  });

  it('refuses a file over the limit', async () => {
    const big = new File([PNG_BYTES, new Uint8Array(IMAGE_MAX_BYTES)], 'big.png', { type: 'image/png' });
    await expect(imageOfFile(big)).rejects.toMatchObject({ statusCode: 400, code: 'imageTooLarge' });
  });
});

describe('replaceImage', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-replace-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const stored = () => fs.readdirSync(path.join(dir, 'files', 'things'));

  it('removes the new file when pointing the record at it fails, and keeps the old one', async () => {
    const files = localFileStorage(dir);
    const image = imageOfBase64(PNG_BASE64, 'image');
    const old = await replaceImage(files, 'things', image, async () => null);
    await expect(
      replaceImage(files, 'things', image, async () => {
        throw new Error('the record is gone');
      }),
    ).rejects.toThrow('the record is gone');
    expect(stored()).toEqual([path.basename(old)]);
  });

  it('removes the old file once the record points at the new one', async () => {
    const files = localFileStorage(dir);
    const image = imageOfBase64(PNG_BASE64, 'image');
    const [old] = stored();
    const key = await replaceImage(files, 'things', image, async () => `things/${old}`);
    expect(stored()).toEqual([path.basename(key)]);
  });
});

describe('a base64 image inside JSON, through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const send = (base64String: string) => testApi(t).imageInJson({ body: { base64String } });

  it('is accepted when it is an image', async () => {
    await expect(send(PNG_BASE64)).resolves.toEqual({ extension: 'png', bytes: PNG_BYTES.length });
  });

  it.each([
    ['not an image', base64Of('plain text')],
    ['an SVG', SVG_BASE64],
  ])('is refused when it is %s: 400 imagesOnly', async (_label, text) => {
    expect(await failure(send(text))).toMatchObject({ status: 400, code: 'imagesOnly', field: 'base64String' });
  });

  it('is accepted at the JSON image limit: its body fits the image body limit', async () => {
    await expect(send(base64OfLength(JSON_IMAGE_MAX_BYTES))).resolves.toEqual({
      extension: 'png',
      bytes: JSON_IMAGE_MAX_BYTES,
    });
  });

  it('is refused when it decodes to more than the limit: 400 imageTooLarge', async () => {
    const text = base64OfLength(JSON_IMAGE_MAX_BYTES + 3);
    expect(text.length).toBeLessThanOrEqual(BASE64_IMAGE_MAX_LENGTH);
    expect(await failure(send(text))).toMatchObject({ status: 400, code: 'imageTooLarge', field: 'base64String' });
  });

  it('is refused by the contract when its text is longer than any image within the limit', async () => {
    const text = 'A'.repeat(BASE64_IMAGE_MAX_LENGTH + 4);
    expect(await failure(send(text))).toMatchObject({ status: 400, code: 'imageTooLarge', field: 'base64String' });
  });
});
