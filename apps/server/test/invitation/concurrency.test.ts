import { MAX_ACTIVE_LINKS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { seedLink } from '../support/links.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { counterOf, newClub, newPerson } from './helpers.js';

/**
 * The sign-up links' rules about concurrent requests (AREAS.md point 5, ADR 019): the link's counter and the club's
 * limit of working links. They need two connections at once; PGlite has one, so races between transactions cannot
 * happen there and these run on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('sign-up links under concurrent requests (PostgreSQL)', () => {
  const ctx = useWorld();
  const db = () => ctx.t.database.db;

  it('counts 10 parallel joins of 10 people through one link as 10, and makes 10 memberships', async () => {
    const clubId = await newClub(db(), 'Tællerklubben');
    const link = await seedLink(ctx.t, clubId);
    const people = await Promise.all(Array.from({ length: 10 }, (_, n) => newPerson(ctx.t, `Samtidig${n}`)));
    const results = await Promise.all(
      people.map((person) => statusOf(person.as.joinClub({ body: { clubToken: link.token } }))),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => 'ok'));
    expect(await counterOf(db(), link.id)).toBe(10);
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from memberships where club_id = ${clubId}`,
    );
    expect(row?.n).toBe(10);
  });

  it(`lets exactly one of two parallel creations past ${MAX_ACTIVE_LINKS - 1} working links through`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const clubId = await newClub(db(), `Grænseklubben ${round}`, { people: [[ctx.world.userIds.adminA, 'admin']] });
      await db().execute(
        sql`insert into club_links (club_id, token_hash, valid_to)
            select ${clubId}, 'limit-' || ${clubId} || '-' || n, now() + interval '30 days'
              from generate_series(1, ${MAX_ACTIVE_LINKS - 1}) n`,
      );
      const results = await Promise.all(
        [1, 2].map(() => statusOf(ctx.as('adminA').createClubLink({ params: { clubId }, body: { groupIds: [] } }))),
      );
      expect(results.sort()).toEqual([409, 'ok'].sort());
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from club_links where club_id = ${clubId}`,
      );
      expect(row?.n).toBe(MAX_ACTIVE_LINKS);
    }
  });
});
