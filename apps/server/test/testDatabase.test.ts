import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { queryRows } from '../src/db/queryRows.js';
import { pgliteOf } from './support/pgliteTemplate.js';
import { createTestDatabase } from './support/testDatabase.js';

/** What a test sees of a database: the rows, the next ids, a setting. */
const seen = async ({ db }: Database) => ({
  clubs: await queryRows(db, sql`select * from clubs`),
  users: await queryRows(db, sql`select * from users`),
  activityTypes: await queryRows(db, sql`select * from activity_types order by id`),
  timeZone: await queryRows(db, sql`show timezone`),
});

/** Writes what test files write: rows, a changed built-in row, a moved sequence, a setting. */
const use = async ({ db }: Database) => {
  await db.execute(sql`insert into clubs (title, country_code) values ('Klub A', 'DK'), ('Klub B', 'DK')`);
  await db.execute(
    sql`insert into users (email, password_hash, first_name, surname) values ('a@test.klubhus.dk', 'x', 'A', 'B')`,
  );
  await db.execute(sql`update activity_types set hidden = true, title = 'Ændret' where id = 1`);
  await db.execute(sql`select setval(pg_get_serial_sequence('activity_types', 'id'), 5000)`);
  await db.execute(sql`set timezone = 'Europe/Copenhagen'`);
};

// PGlite only: on PostgreSQL each file's database is a clone of the template database, dropped when closed.
describe.skipIf(Boolean(process.env.DATABASE_URL))("a test file's PGlite database (support/pgliteTemplate.ts)", () => {
  it('refuses every call once closed, as a closed PGlite does', async () => {
    const database = await createTestDatabase();
    await database.close();
    await expect(database.raw('select 1', [])).rejects.toThrow('PGlite is closed');
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
  });

  it('is handed to the next file as the template was, whatever the last file wrote', async () => {
    const first = await createTestDatabase();
    const template = await seen(first);
    const [firstClub] = await queryRows<{ id: number }>(
      first.db,
      sql`insert into clubs (title, country_code) values ('Klub', 'DK') returning id`,
    );
    await first.db.execute(sql`delete from clubs`);
    await use(first);
    await first.close();

    const next = await createTestDatabase();
    expect(pgliteOf(next)).toBe(pgliteOf(first));
    expect(await seen(next)).toEqual(template);
    const [nextClub] = await queryRows<{ id: number }>(
      next.db,
      sql`insert into clubs (title, country_code) values ('Klub', 'DK') returning id`,
    );
    expect(nextClub).toEqual(firstClub);
    const [type] = await queryRows<{ id: number }>(
      next.db,
      sql`insert into activity_types (club_id, title, background_light, font_light, background_light_light,
                                      font_light_light, background_dark_light, font_dark_light)
          values (${nextClub?.id}, 'Egen', '#000000', '#FFFFFF', '#000000', '#FFFFFF', '#000000', '#FFFFFF')
          returning id`,
    );
    expect(type?.id).toBe(1000);
    await next.close();
  });

  it('is not handed on once its schema changed: the next file gets a fresh one', async () => {
    const changed = await createTestDatabase();
    await changed.db.execute(sql`create table zz_left_behind (id int)`);
    await changed.close();
    const next = await createTestDatabase();
    expect(pgliteOf(next)).not.toBe(pgliteOf(changed));
    expect(pgliteOf(changed)?.closed).toBe(true);
    expect(await queryRows(next.db, sql`select to_regclass('zz_left_behind') as found`)).toEqual([{ found: null }]);
    await next.close();
  });
});
