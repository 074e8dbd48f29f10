import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { PNG_BYTES, pngFile } from '../support/images.js';
import { useWorld } from '../support/world.js';
import { clubRow } from './helpers.js';

const dataDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'klubhus-images-'));
const ctx = useWorld({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const filesRoot = () => path.join(dataDir, 'files');
const filesOfClub = (clubId: number) => {
  const dir = path.join(filesRoot(), 'clubs', String(clubId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const upload = (file: File, clubId = ctx.world.clubA, token = ctx.world.tokens.adminA) =>
  api(ctx.t, { token: token }).putClubHeaderImage({ params: { clubId }, body: { image: file } });

/** How an upload was refused, without the message (its wording is not what these tests pin). */
const refusal = async (call: Promise<unknown>) => {
  const { status, code, field } = await failure(call);
  return { status, code, field };
};

describe('PUT /v3/clubs/:clubId/images/header', () => {
  it('stores the image under clubs/<id>, points the club at it and serves it', async () => {
    const { imageUrl } = await upload(pngFile());
    expect(imageUrl).toMatch(new RegExp(`^/files/clubs/${ctx.world.clubA}/[0-9a-f]{24}\\.png$`));
    const row = await clubRow(ctx.t.database.db, ctx.world.clubA);
    expect(`/files/${String(row?.image_path)}`).toBe(imageUrl);
    expect(fs.readFileSync(path.join(filesRoot(), String(row?.image_path)))).toEqual(Buffer.from(PNG_BYTES));
    const served = await ctx.t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(Buffer.from(PNG_BYTES));
    // The lists show it.
    const overview = await api(ctx.t, { token: ctx.world.tokens.adminA }).clubOverview({});
    expect(overview.find((club) => club.clubId === ctx.world.clubA)?.imageUrl).toBe(imageUrl);
  });

  it('removes the old file when the image is replaced', async () => {
    const first = await upload(pngFile('a.png'));
    const second = await upload(pngFile('b.png'));
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect(filesOfClub(ctx.world.clubA)).toEqual([path.basename(second.imageUrl)]);
  });

  it.each([
    ['a text file', new File(['hello'], 'notes.txt', { type: 'text/plain' }), 'imagesOnly'],
    ['an svg (scripts inside: not accepted)', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), 'imagesOnly'],
    ['a text file claiming to be a png', new File(['not a png'], 'fake.png', { type: 'image/png' }), 'imagesOnly'],
    [
      'a png declared as a jpeg (the declared type and the bytes must agree)',
      new File([PNG_BYTES], 'a.jpg', { type: 'image/jpeg' }),
      'imagesOnly',
    ],
  ])('refuses %s with 400 and keeps the current image', async (_label, file, code) => {
    const before = await clubRow(ctx.t.database.db, ctx.world.clubA);
    const files = filesOfClub(ctx.world.clubA);
    expect(await refusal(upload(file))).toEqual({ status: 400, code, field: 'image' });
    expect(await clubRow(ctx.t.database.db, ctx.world.clubA)).toEqual(before);
    expect(filesOfClub(ctx.world.clubA)).toEqual(files);
  });

  it('answers 400 required without an image', async () => {
    const response = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/v3/clubs/${ctx.world.clubA}/images/header`,
      headers: {
        authorization: `Bearer ${ctx.world.tokens.adminA}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'required', field: 'image' });
  });

  it.each(['image/jpeg', 'image/gif', 'image/webp'])('accepts %s', async (type) => {
    const bytes: Record<string, number[]> = {
      'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0, 0x10],
      'image/gif': [...'GIF89a'].map((char) => char.charCodeAt(0)),
      'image/webp': [...'RIFF\0\0\0\0WEBPVP8 '].map((char) => char.charCodeAt(0)),
    };
    const { imageUrl } = await upload(new File([new Uint8Array(bytes[type] ?? [])], 'x', { type }));
    expect(imageUrl).toMatch(/\.(jpg|gif|webp)$/);
  });

  it("answers 403 to an administrator of another club and leaves that club's image alone", async () => {
    expect(await refusal(upload(pngFile(), ctx.world.clubB, ctx.world.tokens.adminA))).toMatchObject({ status: 403 });
    expect(filesOfClub(ctx.world.clubB)).toEqual([]);
  });
});
