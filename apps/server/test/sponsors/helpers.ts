import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';
import { PNG_BYTES } from '../support/images.js';
import { newSession } from '../support/sessions.js';

/** The tables of sponsors (ADR 029): what "nothing written" reads back. */
export const sponsorTables = [
  'sponsors',
  'sponsor_pools',
  'sponsor_orders',
  'sponsor_exemptions',
  'sponsor_viewers',
] as const;

/** A 1×1 PNG as the create and update calls take it. */
export const PNG_BASE64 = Buffer.from(PNG_BYTES).toString('base64');

/** A DATA_DIR of the test file's own, removed after it: the logos are files. */
export const tempDataDir = (name: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `klubhus-sponsors-${name}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** The file behind a `/files/…` address, below `dataDir`. */
export const fileOf = (dataDir: string, url: string) => path.join(dataDir, 'files', url.replace(/^\/files\//, ''));

/** The logo files of a club below `dataDir`. */
export const logoFilesOf = (dataDir: string, clubId: number): string[] => {
  const folder = path.join(dataDir, 'files', 'sponsors', String(clubId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

export interface PutSponsor {
  title?: string;
  url?: string;
  logoPath?: string;
  maxViews?: number;
  shownCount?: number;
  isExternal?: boolean;
  zipCodes?: readonly string[];
}

/**
 * Puts a sponsor in `clubId` by plain SQL (no file is written: `logoPath` names one that need not exist), with its
 * views as given (default none); answers its id.
 */
export const putSponsor = async (
  db: Db,
  clubId: number,
  {
    title = 'Sponsor',
    url = 'https://sponsor.dk',
    logoPath = `sponsors/${clubId}/plain.png`,
    maxViews = 0,
    shownCount = 0,
    isExternal = false,
    zipCodes = [],
  }: PutSponsor = {},
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into sponsors (club_id, title, url, logo_path, max_views, shown_count, is_external, zip_codes)
        values (${clubId}, ${title}, ${url}, ${logoPath}, ${maxViews}, ${shownCount}, ${isExternal},
                ${`{${zipCodes.join(',')}}`}::text[])
        returning id`,
  );
  return Number(row?.id);
};

/** Club A's sponsor and club B's, each with 100 views. */
export const worldSponsors = async (db: Db, world: AccessWorld): Promise<{ a: number; b: number }> => ({
  a: await putSponsor(db, world.clubA, { title: 'Bager A', maxViews: 100 }),
  b: await putSponsor(db, world.clubB, { title: 'Bager B', maxViews: 100 }),
});

/** Sets the club's pool to `views` views left. */
export const setPool = async (db: Db, clubId: number, views: number): Promise<void> => {
  await db.execute(
    sql`insert into sponsor_pools (club_id, views_left) values (${clubId}, ${views})
        on conflict (club_id) do update set views_left = excluded.views_left`,
  );
};

/** Writes the club's exemption rows, `enabled` for the roles named. */
export const exempt = async (db: Db, clubId: number, roles: readonly MemberRole[]): Promise<void> => {
  for (const role of ['member', 'leader', 'admin'] as const) {
    await db.execute(
      sql`insert into sponsor_exemptions (club_id, member_type, enabled)
          values (${clubId}, ${memberTypeOf(role)}, ${roles.includes(role)})
          on conflict (club_id, member_type) do update set enabled = excluded.enabled`,
    );
  }
};

/** A sponsor's counts. */
export const countsOf = async (db: Db, id: number): Promise<{ maxViews: number; shownCount: number }> => {
  const [row] = await queryRows<{ max_views: number; shown_count: number }>(
    db,
    sql`select max_views, shown_count from sponsors where id = ${id}`,
  );
  return { maxViews: Number(row?.max_views), shownCount: Number(row?.shown_count) };
};

export const poolOf = async (db: Db, clubId: number): Promise<number | undefined> => {
  const [row] = await queryRows<{ views_left: number }>(
    db,
    sql`select views_left from sponsor_pools where club_id = ${clubId}`,
  );
  return row === undefined ? undefined : Number(row.views_left);
};

/** A club of its own for a test, with `adminId` its administrator; answers its id. */
export const putClub = async (db: Db, adminId: number, title: string): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values (${title}, 'DK') returning id`,
  );
  const clubId = Number(row?.id);
  await joinClub(db, clubId, adminId, 'admin');
  return clubId;
};

export const joinClub = async (db: Db, clubId: number, userId: number, role: MemberRole): Promise<void> => {
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf(role)})`,
  );
};

/** A user with `zip` (null: none) who is a `role` of `clubId`, with a session; answers the id and the token. */
export const putPerson = async (
  db: Db,
  clubId: number | null,
  { role = 'member', zip = null, name = 'Medlem' }: { role?: MemberRole; zip?: string | null; name?: string } = {},
): Promise<{ userId: number; token: string }> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, zip)
        values (${`${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@test.klubhus.dk`}, 'x', ${name}, 'Prøve',
                ${zip})
        returning id`,
  );
  const userId = Number(row?.id);
  if (clubId !== null) await joinClub(db, clubId, userId, role);
  return { userId, token: await newSession(db, userId) };
};
