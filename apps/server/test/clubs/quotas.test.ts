import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { USER_CLUBS_MAX } from '../../src/features/clubs/repo.js';
import { insertUser } from '../accounts/helpers.js';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { newSession } from '../support/sessions.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/** Issue 13, finding 12: one user created 5,778 clubs in 30 s, and the club lists had no bound. */

const PER_DAY = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLUBS_PER_USER_PER_DAY: String(PER_DAY) });
});
afterAll(() => t.close());

const newCreator = async () => {
  const userId = await insertUser(t.database.db, uniqueEmail('creator'));
  return { userId, as: api(t, { token: await newSession(t.database.db, userId) }) };
};
const clubsOf = async (userId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from clubs where created_by_user_id = ${userId}`,
      )
    )[0]?.n,
  );

describe('POST /v2/web/newclub: clubs per user per day', () => {
  it(`creates ${PER_DAY} clubs a day for one user, refuses the next with 429 and writes nothing, and allows more a day later`, async () => {
    const { userId, as } = await newCreator();
    for (let i = 0; i < PER_DAY; i++) await as.newClub({ body: { title: `Kvoteklub ${userId}-${i}`, zip: '8000' } });
    const memberships = () =>
      queryRows(t.database.db, sql`select club_id from memberships where user_id = ${userId} order by club_id`);
    const before = await memberships();
    expect(await failure(as.newClub({ body: { title: `Kvoteklub ${userId}-x`, zip: '8000' } }))).toMatchObject({
      status: 429,
      code: 'tooManyClubs',
      message: 'Du har oprettet for mange foreninger i dag. Prøv igen i morgen.',
    });
    expect(await clubsOf(userId)).toBe(PER_DAY);
    expect(await memberships()).toEqual(before);
    // Another user is not affected.
    await (await newCreator()).as.newClub({ body: { title: `Kvoteklub anden ${userId}`, zip: '8000' } });
    t.clock.advance(24 * 3_600_000 + 1);
    try {
      // The test's sessions last a day of database time: sign in again in the later day.
      await t.database.db.execute(
        sql`update sessions set expires_at = expires_at + interval '2 days' where user_id = ${userId}`,
      );
      await as.newClub({ body: { title: `Kvoteklub ${userId}-next-day`, zip: '8000' } });
      expect(await clubsOf(userId)).toBe(PER_DAY + 1);
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1));
    }
  });

  // A counter race needs real parallel transactions: PostgreSQL only (PGlite has one connection).
  it.skipIf(!process.env.DATABASE_URL)('holds under 30 parallel creations by one user', async () => {
    const { userId, as } = await newCreator();
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => as.newClub({ body: { title: `Parallel ${userId}-${i}`, zip: '8000' } })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(PER_DAY);
    expect(await clubsOf(userId)).toBe(PER_DAY);
  });
});

describe('the club lists are bounded', () => {
  it(`answers at most ${USER_CLUBS_MAX} clubs, the first by title`, async () => {
    const userId = await insertUser(t.database.db, uniqueEmail('many'));
    await t.database.db.execute(sql`
      with made as (
        insert into clubs (title) select 'Mange ' || lpad(g::text, 5, '0') from generate_series(1, ${USER_CLUBS_MAX + 5}) g
        returning id
      )
      insert into memberships (club_id, user_id, type) select id, ${userId}, ${memberTypeOf('member')} from made`);
    const as = api(t, { token: await newSession(t.database.db, userId) });
    const overview = await as.clubOverview({});
    expect(overview).toHaveLength(USER_CLUBS_MAX);
    expect(overview[0]?.title).toBe('Mange 00001');
    expect(overview.at(-1)?.title).toBe(`Mange ${String(USER_CLUBS_MAX).padStart(5, '0')}`);
    expect(await as.myClubWheels({})).toHaveLength(USER_CLUBS_MAX);
    expect(await as.userClubMaps({})).toHaveLength(USER_CLUBS_MAX);
  });
});
