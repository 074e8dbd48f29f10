import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTIVITY_IMAGES_MAX } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { codeOf, failure } from '../support/failure.js';
import { PNG_BYTES, pngFile } from '../support/images.js';
import { useWorld } from '../support/world.js';
import { activityRows, newActivity, NOW, seedOwnClub, updateOf } from './helpers.js';

/** An activity's cover and images as files under DATA_DIR/files (ADR 022). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-activity-images-'));
const ctx = useWorld({ DATA_DIR: dataDir });
const { as } = ctx;
const db = () => ctx.t.database.db;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

beforeAll(() => ctx.t.clock.stopAt(NOW));

const PNG_BASE64 = Buffer.from(PNG_BYTES).toString('base64');
/** The file behind an image address the API answered. */
const fileOf = (url: string) => path.join(dataDir, 'files', url.replace(/^\/files\//, ''));
const exists = (url: string | null | undefined) => url !== null && url !== undefined && fs.existsSync(fileOf(url));
const create = (over: Parameters<typeof newActivity>[1] = {}) =>
  as('adminA').createActivity({ body: newActivity(ctx.world.clubA, over) });
const detailOf = (id: number) => as('adminA').getActivity({ params: { id } });
const upload = (id: number, count: number) =>
  as('adminA').newActivityImages({
    params: { id },
    body: { images: Array.from({ length: count }, (_, index) => pngFile(`billede-${index}.png`)) },
  });

describe('POST /v2/web/newactivityimages/:id', () => {
  it('stores the images and answers their addresses, in the order added', async () => {
    const { id } = await create();
    const first = await upload(id, 2);
    const second = await upload(id, 1);
    expect(first.images).toHaveLength(2);
    expect(second.images.slice(0, 2)).toEqual(first.images);
    expect(second.images).toHaveLength(3);
    for (const url of second.images) {
      expect(url).toMatch(new RegExp(`^/files/activities/${ctx.world.clubA}/[0-9a-f]{24}\\.png$`));
      expect(fs.readFileSync(fileOf(url))).toEqual(Buffer.from(PNG_BYTES));
    }
    expect((await detailOf(id)).images).toEqual(second.images);
  });

  it(`holds at most ${ACTIVITY_IMAGES_MAX} images (409 tooManyImages), writing no file for a refused upload`, async () => {
    const { id } = await create();
    await upload(id, 10);
    await upload(id, 9);
    const files = fs.readdirSync(path.join(dataDir, 'files', 'activities', String(ctx.world.clubA))).length;
    expect(await failure(upload(id, 2))).toEqual({
      status: 409,
      code: 'tooManyImages',
      field: 'images',
      message: 'En aktivitet kan højst have 20 billeder',
    });
    expect(fs.readdirSync(path.join(dataDir, 'files', 'activities', String(ctx.world.clubA))).length).toBe(files);
    expect((await upload(id, 1)).images).toHaveLength(ACTIVITY_IMAGES_MAX);
    expect(await codeOf(upload(id, 1))).toBe('409 tooManyImages');
  });

  it.each([
    ['no file', () => ({}), '400 required'],
    ['eleven files in one upload', () => ({ images: Array.from({ length: 11 }, () => pngFile()) }), '413 tooManyParts'],
    ['a text file', () => ({ images: [new File(['hej'], 'note.txt', { type: 'text/plain' })] }), '400 imagesOnly'],
    [
      'text renamed to .png',
      () => ({ images: [new File(['hej'], 'fake.png', { type: 'image/png' })] }),
      '400 imagesOnly',
    ],
  ])('refuses %s and keeps the images as they were', async (_label, body, expected) => {
    const { id } = await create();
    const before = await activityRows(db(), ctx.world.clubA);
    expect(await codeOf(as('adminA').newActivityImages({ params: { id }, body: body() as never }))).toBe(expected);
    expect(await activityRows(db(), ctx.world.clubA)).toEqual(before);
  });

  it('refuses a cancelled activity but takes photos once it is over', async () => {
    const cancelled = await create();
    await as('adminA').activityRemove({
      params: { club: ctx.world.clubA },
      query: {},
      body: { activityId: cancelled.id, recurring: false },
    });
    expect(await codeOf(upload(cancelled.id, 1))).toBe('409 activityCancelled');
    const held = await create({ start: '2026-09-20T07:00', end: '2026-09-20T09:00' });
    expect(held.archived).toBe(true);
    expect((await upload(held.id, 1)).images).toHaveLength(1);
  });
});

describe('POST /v2/web/activityimagedelete/:id', () => {
  it('removes the image by its address, and its file', async () => {
    const { id } = await create();
    const { images } = await upload(id, 3);
    const [first, second, third] = images as [string, string, string];
    expect(await as('adminA').activityImageDelete({ params: { id }, body: { url: second } })).toEqual({
      images: [first, third],
    });
    expect(exists(second)).toBe(false);
    expect(exists(first)).toBe(true);
    // The address with the origin the browser shows names the same image.
    await as('adminA').activityImageDelete({ params: { id }, body: { url: `https://klubhus.example${first}` } });
    expect((await detailOf(id)).images).toEqual([third]);
  });

  it('answers 404 imageNotFound for an address the activity does not hold, and changes nothing', async () => {
    const { id } = await create();
    const { images } = await upload(id, 1);
    const other = await create();
    const foreign = (await upload(other.id, 1)).images[0] as string;
    for (const url of [foreign, '/files/activities/x.png', 'ikke en adresse']) {
      expect(await failure(as('adminA').activityImageDelete({ params: { id }, body: { url } }))).toEqual({
        status: 404,
        code: 'imageNotFound',
        field: 'url',
        message: 'Billedet findes ikke på aktiviteten',
      });
    }
    expect((await detailOf(id)).images).toEqual(images);
    expect(exists(foreign)).toBe(true);
  });
});

describe('the cover image (base64 in the body)', () => {
  it('is checked and stored on create; absent keeps it, base64 replaces it, null removes it (its file with it)', async () => {
    const created = await create({ coverImage: PNG_BASE64 });
    const first = created.coverImageUrl;
    expect(exists(first)).toBe(true);
    const kept = await as('adminA').updateActivity({ body: updateOf(created, { title: 'Uden nyt billede' }) });
    expect(kept.coverImageUrl).toBe(first);
    const replaced = await as('adminA').updateActivity({
      body: updateOf(created, { coverImage: `data:image/png;base64,${PNG_BASE64}` }),
    });
    expect(replaced.coverImageUrl).not.toBe(first);
    expect(exists(first)).toBe(false);
    expect(exists(replaced.coverImageUrl)).toBe(true);
    const removed = await as('adminA').updateActivity({ body: updateOf(created, { coverImage: null }) });
    expect(removed.coverImageUrl).toBeNull();
    expect(exists(replaced.coverImageUrl)).toBe(false);
  });

  it.each([
    ['text that is no base64', 'ikke base64!'],
    ['base64 of a text', Buffer.from('hej med dig').toString('base64')],
    ['a png declared as jpeg', `data:image/jpeg;base64,${PNG_BASE64}`],
  ])('refuses %s (400 imagesOnly on coverImage), writing nothing', async (_label, coverImage) => {
    const before = await activityRows(db(), ctx.world.clubA);
    expect(await failure(create({ coverImage }))).toMatchObject({
      status: 400,
      code: 'imagesOnly',
      field: 'coverImage',
    });
    expect(await activityRows(db(), ctx.world.clubA)).toEqual(before);
  });

  it('is shared by the occurrences of a series, and its file stays while one still shows it', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Billedserien');
    const first = await as('adminA').createActivity({
      body: newActivity(clubId, { recurring: 1, recurringUntill: '2026-10-15T11:00', coverImage: PNG_BASE64 }),
    });
    const rows = await activityRows(db(), clubId);
    expect(new Set(rows.map((row) => row.cover_image_path)).size).toBe(1);
    await as('adminA').updateActivity({ body: updateOf(first, { coverImage: null, updateAll: false }) });
    expect(exists(first.coverImageUrl)).toBe(true);
    const second = await detailOf(Number(rows[1]?.id));
    await as('adminA').updateActivity({ body: updateOf(second, { coverImage: null, updateAll: true }) });
    expect(exists(first.coverImageUrl)).toBe(false);
  });
});

describe('copying an activity (copyFromId)', () => {
  it('gets copies of its images and its cover as files of its own', async () => {
    const source = await create({ coverImage: PNG_BASE64 });
    const { images } = await upload(source.id, 2);
    const copy = await create({ copyFromId: source.id, title: 'Kopi' });
    expect(copy.images).toHaveLength(2);
    expect(copy.coverImageUrl).not.toBeNull();
    expect([...copy.images, copy.coverImageUrl].some((url) => [...images, source.coverImageUrl].includes(url))).toBe(
      false,
    );
    for (const url of [...copy.images, copy.coverImageUrl]) expect(exists(url)).toBe(true);
    // The source's files go; the copy's stay.
    await as('adminA').activityImageDelete({ params: { id: source.id }, body: { url: images[0] as string } });
    await as('adminA').updateActivity({ body: updateOf(source, { coverImage: null }) });
    for (const url of [...copy.images, copy.coverImageUrl]) expect(exists(url)).toBe(true);
  });

  it('keeps a cover of its own when the body brings one', async () => {
    const source = await create({ coverImage: PNG_BASE64 });
    const copy = await create({ copyFromId: source.id, coverImage: PNG_BASE64 });
    expect(copy.coverImageUrl).not.toBe(source.coverImageUrl);
    const stored = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from activities where cover_image_path = ${source.coverImageUrl?.replace('/files/', '')}`,
    );
    expect(stored[0]?.n).toBe(1);
  });

  it("answers 404 on copyFromId for another club's activity, and writes nothing", async () => {
    const before = await activityRows(db(), ctx.world.clubA);
    expect(await failure(create({ copyFromId: ctx.world.activities.b }))).toEqual({
      status: 404,
      code: 'activityNotFound',
      field: 'copyFromId',
      message: 'Aktiviteten findes ikke',
    });
    expect(await activityRows(db(), ctx.world.clubA)).toEqual(before);
  });
});
