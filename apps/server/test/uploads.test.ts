import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_MAX_BYTES, UPLOAD_LIMITS } from '@klubhus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readTables } from './support/badInput.js';
import { PNG_BYTES } from './support/images.js';
import { seedAccessWorld, type AccessWorld } from './support/seedAccessWorld.js';
import { createUploadApp, type UploadApp } from './support/uploadProbe.js';
import {
  multipartOf,
  rawRequest,
  streamedFileUpload,
  tempUploads,
  writeRepeated,
  type FormPart,
} from './support/uploads.js';

/**
 * Security review finding 6: uploads were buffered whole before authorisation. Now access is decided before a
 * byte of a multipart body is read, files stream to a temporary folder (never into memory) within per-entry
 * limits, and only multipart entries accept multipart.
 */

let u: UploadApp;
let world: AccessWorld;

beforeAll(async () => {
  u = await createUploadApp();
  world = await seedAccessWorld(u.database.db);
});
afterAll(() => u.close());

const headerImagePath = (clubId = world.clubA) => `/api/v3/clubs/${clubId}/images/header`;
const clubFiles = (clubId: number) => {
  const dir = path.join(u.dataDir, 'files', 'clubs', String(clubId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
/** What an upload may change: the clubs, the outbox and the stored files. */
const written = async () => ({
  tables: await readTables(u.database.db, ['clubs', 'outbox']),
  files: [clubFiles(world.clubA), clubFiles(world.clubB)],
});
/** The temporary files are removed when the response closes, just after the client has its answer. */
const noTempFilesLeft = () => vi.waitFor(() => expect(tempUploads(u.dataDir)).toEqual([]), { timeout: 10_000 });

/** An upload on a real socket; the caller writes the body. */
const openUpload = (
  urlPath: string,
  { token, contentType, contentLength }: { token?: string; contentType: string; contentLength: number },
) =>
  rawRequest(u.port, {
    method: urlPath.includes('/images/header') ? 'PUT' : 'POST',
    path: urlPath,
    headers: {
      'content-type': contentType,
      'content-length': String(contentLength),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const inject = (urlPath: string, parts: readonly FormPart[], token = world.tokens.adminA) => {
  const { contentType, payload } = multipartOf(parts);
  return u.app.inject({
    method: urlPath.includes('/images/header') ? 'PUT' : 'POST',
    url: urlPath,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
};

const png = (name = 'image', filename = 'a.png'): FormPart => ({ name, filename, type: 'image/png', bytes: PNG_BYTES });

describe('access is decided before the body is read', () => {
  it.each([
    ['a member (not an administrator)', 'memberA', 403, 'forbidden'],
    ["another club's administrator", 'adminB', 403, 'forbidden'],
    ['a caller without a session', undefined, 401, 'unauthorized'],
  ] as const)(
    'answers %s declaring 100 MB after the first kilobyte, without waiting for the rest',
    async (_label, persona, status, code) => {
      const before = await written();
      const upload = streamedFileUpload(100 * 1024 * 1024);
      const { socket, answer } = openUpload(headerImagePath(), {
        token: persona ? world.tokens[persona] : undefined,
        contentType: upload.contentType,
        contentLength: upload.contentLength,
      });
      socket.write(upload.head);
      socket.write(Buffer.alloc(1024 - upload.head.length, 1));
      // Nothing more is sent: a server that read the body before deciding would never answer.
      const { status: answered, body } = await answer;
      socket.destroy();
      expect({ answered, body }).toMatchObject({ answered: status, body: { statusCode: status, code } });
      expect(tempUploads(u.dataDir)).toEqual([]);
      expect(await written()).toEqual(before);
    },
  );

  it('keeps its memory flat under 8 concurrent refused uploads of 12 MB each', async () => {
    const size = 12 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const live = () => {
      if (typeof globalThis.gc !== 'function') throw new Error('run with --expose-gc (vitest.config.ts)');
      globalThis.gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const before = live();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const upload = streamedFileUpload(size);
        const { socket, answer } = openUpload(headerImagePath(), {
          token: world.tokens.memberA,
          contentType: upload.contentType,
          contentLength: upload.contentLength,
        });
        socket.write(upload.head);
        await writeRepeated(socket, chunk, size / chunk.length);
        socket.write(upload.tail);
        return { socket, answer: await answer };
      }),
    );
    // Measured while the connections are still open, every byte sent. What the server keeps shows in every sample;
    // what is only passing through (the last reads of a server slowed by a busy machine, not yet let go) shrinks from
    // one sample to the next, so the least of a few samples is the memory kept (30 MB were seen in one sample alone
    // with the machine loaded by other runs).
    let grown = live() - before;
    for (let sample = 0; sample < 10 && grown >= 0.25 * 8 * size; sample++) {
      await new Promise((settled) => setTimeout(settled, 50));
      grown = Math.min(grown, live() - before);
    }
    for (const { socket } of answers) socket.destroy();
    expect(answers.map(({ answer }) => answer.status)).toEqual(Array(8).fill(403));
    // 96 MB were sent; a server that kept them would have grown by about as much.
    expect(grown).toBeLessThan(0.25 * 8 * size);
    expect(tempUploads(u.dataDir)).toEqual([]);
  });
});

describe("an administrator's upload", () => {
  it('is stored through a real socket, and leaves no temporary file', async () => {
    const form = new FormData();
    form.append('image', new File([PNG_BYTES], 'header.png', { type: 'image/png' }));
    const response = await fetch(`http://127.0.0.1:${u.port}${headerImagePath()}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${world.tokens.adminA}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(clubFiles(world.clubA)).toEqual([path.basename(imageUrl)]);
    await noTempFilesLeft();
  });

  it('reaches the handler as files on disk (not in memory), and they are removed after the answer', async () => {
    const before = await written();
    const response = await inject(`/api/v3/test/clubs/${world.clubA}/uploads`, [
      { name: 'file', filename: 'one.csv', type: 'text/csv', bytes: 'a;b\n1;2\n' },
      { name: 'file', filename: 'two.bin', type: 'application/octet-stream', bytes: new Uint8Array(40_000).fill(3) },
      { name: 'note', value: 'hej' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      files: [
        { name: 'one.csv', type: 'text/csv', size: 8, onDisk: true },
        { name: 'two.bin', type: 'application/octet-stream', size: 40_000, onDisk: true },
      ],
      tempFiles: 2,
    });
    await noTempFilesLeft();
    expect((await written()).tables.outbox).toHaveLength((before.tables.outbox ?? []).length + 1);
  });

  it('leaves no temporary file when the client goes away in the middle of it', async () => {
    const upload = streamedFileUpload(4 * 1024 * 1024);
    const { socket, answer } = openUpload(headerImagePath(), {
      token: world.tokens.adminA,
      contentType: upload.contentType,
      contentLength: upload.contentLength,
    });
    answer.catch(() => undefined);
    socket.write(upload.head);
    await writeRepeated(socket, Buffer.alloc(64 * 1024, 5), 16);
    await vi.waitFor(() => expect(tempUploads(u.dataDir)).toHaveLength(1), { timeout: 10_000 });
    socket.destroy();
    await noTempFilesLeft();
  });

  it('refuses a declared length that no upload within the limits can have: 413 bodyTooLarge, unread', async () => {
    const before = await written();
    const upload = streamedFileUpload(100 * 1024 * 1024);
    const { socket, answer } = openUpload(headerImagePath(), {
      token: world.tokens.adminA,
      contentType: upload.contentType,
      contentLength: upload.contentLength,
    });
    socket.write(upload.head);
    const { status, body } = await answer;
    socket.destroy();
    expect({ status, body }).toMatchObject({ status: 413, body: { statusCode: 413, code: 'bodyTooLarge' } });
    expect(await written()).toEqual(before);
    expect(tempUploads(u.dataDir)).toEqual([]);
  });
});

describe('refused uploads write nothing and leave no temporary file', () => {
  const probe = () => `/api/v3/test/clubs/${world.clubA}/uploads`;
  const small = (filename: string): FormPart => ({ name: 'file', filename, type: 'text/plain', bytes: 'x' });
  const fields = (count: number, value = '1') =>
    Array.from({ length: count }, (_, index): FormPart => ({ name: `field${index}`, value }));

  it.each<[string, number, string, () => string, FormPart[]]>([
    [
      'not an image',
      400,
      'imagesOnly',
      headerImagePath,
      [{ name: 'image', filename: 'a.png', type: 'image/png', bytes: 'text' }],
    ],
    [
      'a file over IMAGE_MAX_BYTES',
      413,
      'fileTooLarge',
      headerImagePath,
      [{ name: 'image', filename: 'a.png', type: 'image/png', bytes: new Uint8Array(IMAGE_MAX_BYTES + 1) }],
    ],
    ['two files where one is allowed', 413, 'tooManyFiles', headerImagePath, [png(), png('image', 'b.png')]],
    ['more fields than allowed', 413, 'tooManyFields', headerImagePath, fields(UPLOAD_LIMITS.fields + 1)],
    [
      'a field over its size',
      413,
      'fieldTooLarge',
      headerImagePath,
      [png(), ...fields(1, 'x'.repeat(UPLOAD_LIMITS.fieldBytes + 1))],
    ],
    [
      "more files than the entry's own limit",
      413,
      'tooManyFiles',
      probe,
      [small('1'), small('2'), small('3'), small('4')],
    ],
    [
      "more parts than the entry's own limit",
      413,
      'tooManyParts',
      probe,
      [small('1'), small('2'), small('3'), { name: 'note', value: 'a' }, { name: 'note', value: 'b' }],
    ],
    [
      "a file over the entry's own limit",
      413,
      'fileTooLarge',
      probe,
      [{ name: 'file', filename: 'big', type: 'text/plain', bytes: new Uint8Array(64 * 1024 + 1) }],
    ],
    ['a malformed body', 400, 'invalidMultipart', probe, []],
  ])('%s: %i %s', async (label, status, code, url, parts) => {
    const before = await written();
    const response =
      label === 'a malformed body'
        ? await u.app.inject({
            method: 'POST',
            url: url(),
            headers: { authorization: `Bearer ${world.tokens.adminA}`, 'content-type': 'multipart/form-data' },
            payload: 'no boundary at all',
          })
        : await inject(url(), parts);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code });
    expect(await written()).toEqual(before);
    await noTempFilesLeft();
  });
});

describe('multipart only where the contract says so', () => {
  it('answers 415 unsupportedMediaType to multipart on a JSON entry, before reading it', async () => {
    const before = await written();
    const response = await inject('/api/v3/test/json-probe', [{ name: 'clubId', value: String(world.clubA) }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, code: 'unsupportedMediaType' });
    expect(await written()).toEqual(before);
  });

  it('answers 415 to multipart on a JSON entry of the real contract', async () => {
    const { contentType, payload } = multipartOf([{ name: 'email', value: 'a@b.dk' }]);
    const response = await u.app.inject({
      method: 'POST',
      url: '/api/v2/login/plain',
      headers: { authorization: `Basic ${btoa('web:web')}`, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupportedMediaType' });
  });

  it('still authorises a JSON call that names its club in the body, after parsing it', async () => {
    const call = (token: string) =>
      u.app.inject({
        method: 'POST',
        url: '/api/v3/test/json-probe',
        headers: { authorization: `Bearer ${token}` },
        payload: { clubId: world.clubA, text: 'hej' },
      });
    expect((await call(world.tokens.adminA)).json()).toEqual({ length: 3 });
    expect((await call(world.tokens.memberA)).statusCode).toBe(403);
    expect((await call(world.tokens.adminB)).statusCode).toBe(403);
  });
});
