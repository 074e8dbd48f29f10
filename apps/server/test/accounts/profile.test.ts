import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { PNG_BYTES } from '../support/images.js';
import { count, insertUser } from './helpers.js';
import { newSession } from '../support/sessions.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-accounts-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const fileOf = (url: string) => path.join(dataDir, 'files', url.replace(/^\/files\//, ''));
const png = () => new File([PNG_BYTES], 'me.png', { type: 'image/png' });

const imagePathOf = async (userId: number) => {
  const [row] = await queryRows<{ image_path: string | null }>(
    t.database.db,
    sql`select image_path from users where id = ${userId}`,
  );
  return row?.image_path;
};

/** A signed-in user: its id, e-mail and a token. */
const signedInUser = async (name = 'me') => {
  const email = uniqueEmail(name);
  const userId = await insertUser(t.database.db, email);
  return { userId, email, token: await newSession(t.database.db, userId) };
};

const newClub = async () => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into clubs (title) values ('K') returning id`,
  );
  return Number(row?.id);
};
const join = (clubId: number, userId: number, type: 1 | 2 | 3) =>
  t.database.db.execute(sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${type})`);

describe('PUT /v3/user/images/header', () => {
  it("stores the user's own image under users/<id>, serves it, and sign-in then answers its URL", async () => {
    const { userId, email, token } = await signedInUser();
    const { imageUrl } = await api(t, { token }).putUserHeaderImage({ body: { image: png(), userId } });
    expect(imageUrl).toMatch(new RegExp(`^/files/users/${userId}/[0-9a-f]{24}\\.png$`));
    expect(await imagePathOf(userId)).toBe(imageUrl.replace(/^\/files\//, ''));
    expect(new Uint8Array(fs.readFileSync(fileOf(imageUrl)))).toEqual(PNG_BYTES);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const { user } = await api(t).loginPlain({ body: { email, password: 'secret1234' } });
    expect(user.imageUrl).toBe(imageUrl);
  });

  it('replaces the old image and removes its file', async () => {
    const { userId, token } = await signedInUser();
    const first = await api(t, { token }).putUserHeaderImage({ body: { image: png(), userId } });
    const gif = new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'me.gif', { type: 'image/gif' });
    const second = await api(t, { token }).putUserHeaderImage({ body: { image: gif, userId } });
    expect(second.imageUrl).toMatch(/\.gif$/);
    expect(fs.existsSync(fileOf(first.imageUrl))).toBe(false);
    expect(fs.existsSync(fileOf(second.imageUrl))).toBe(true);
  });

  it("answers 403 for another user's id and stores nothing", async () => {
    const { userId, token } = await signedInUser();
    const other = await signedInUser('other');
    expect(await codeOf(api(t, { token }).putUserHeaderImage({ body: { image: png(), userId: other.userId } }))).toBe(
      '403 forbidden',
    );
    expect(await imagePathOf(other.userId)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'files', 'users', String(other.userId)))).toBe(false);
    expect(await imagePathOf(userId)).toBeNull();
  });

  it.each([
    ['a text file', new File(['hello'], 'a.txt', { type: 'text/plain' })],
    ['an svg', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' })],
    ['a text file that claims to be a png', new File(['<html>'], 'a.png', { type: 'image/png' })],
    ['an empty png', new File([], 'a.png', { type: 'image/png' })],
  ])('answers 400 imagesOnly for %s and stores nothing', async (_label, image) => {
    const { userId, token } = await signedInUser();
    expect(await codeOf(api(t, { token }).putUserHeaderImage({ body: { image, userId } }))).toBe('400 imagesOnly');
    expect(await imagePathOf(userId)).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'files', 'users', String(userId)))).toBe(false);
  });

  it('answers 400 without an image', async () => {
    const { userId, token } = await signedInUser();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v3/user/images/header',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { userId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'image' });
  });
});

describe('POST /v3/user/removeself', () => {
  it('erases the account: user row, memberships, sessions and image; the e-mail is free again', async () => {
    const { userId, email, token } = await signedInUser('leaving');
    await api(t, { token }).putUserHeaderImage({ body: { image: png(), userId } });
    const image = await imagePathOf(userId);
    const clubId = await newClub();
    await join(clubId, userId, 1);
    await expect(api(t, { token }).removeSelf({})).resolves.toBeUndefined();
    expect(await count(t.database.db, sql`select count(*)::int as count from users where id = ${userId}`)).toBe(0);
    expect(
      await count(t.database.db, sql`select count(*)::int as count from memberships where user_id = ${userId}`),
    ).toBe(0);
    expect(await count(t.database.db, sql`select count(*)::int as count from sessions where user_id = ${userId}`)).toBe(
      0,
    );
    expect(fs.existsSync(path.join(dataDir, 'files', image ?? 'missing'))).toBe(false);
    expect(await statusOf(api(t, { token }).logout({}))).toBe(401);
    expect(
      await statusOf(
        api(t).register({ body: { firstName: 'A', surname: 'B', email, password: 'grøn-kajak-77', zip: '8000' } }),
      ),
    ).toBe('ok');
  });

  it.each([
    ['of a club with other members', true],
    ['of a club with no other members', false],
  ])('answers 400 soleAdministrator to the only administrator %s and deletes nothing', async (_label, others) => {
    const { userId, token } = await signedInUser('admin');
    const clubId = await newClub();
    await join(clubId, userId, 2);
    if (others) {
      await join(clubId, (await signedInUser('member')).userId, 1);
      await join(clubId, (await signedInUser('leader')).userId, 3);
    }
    expect(await codeOf(api(t, { token }).removeSelf({}))).toBe('400 soleAdministrator');
    expect(await count(t.database.db, sql`select count(*)::int as count from users where id = ${userId}`)).toBe(1);
    expect(await statusOf(api(t, { token }).logout({}))).toBe('ok');
  });

  it('lets an administrator leave when the club has another administrator', async () => {
    const { userId, token } = await signedInUser('coadmin');
    const other = await signedInUser('coadmin2');
    const clubId = await newClub();
    await join(clubId, userId, 2);
    await join(clubId, other.userId, 2);
    expect(await codeOf(api(t, { token }).removeSelf({}))).toBe('ok');
    expect(
      await count(
        t.database.db,
        sql`select count(*)::int as count from memberships where club_id = ${clubId} and type = 2`,
      ),
    ).toBe(1);
    // The one left is now the sole administrator.
    expect(await codeOf(api(t, { token: other.token }).removeSelf({}))).toBe('400 soleAdministrator');
  });
});
