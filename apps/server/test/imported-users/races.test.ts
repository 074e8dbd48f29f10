import { IMPORTED_PEOPLE_MAX } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Passwords } from '../../src/shared/passwords.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { importedSessionOf, seedImportedScope, wireId } from '../support/importedScope.js';
import { useWorld } from '../support/world.js';
import { countOf, newAccount } from './helpers.js';

/**
 * The sign-up's once-only rules under parallel requests (AREAS.md point 5): one person becomes one user, and a flow
 * holds at most IMPORTED_PEOPLE_MAX people. Every write of a flow locks the scope's dummies (`FOR UPDATE`, `lockScope`
 * in the feature's repo) before it reads them. PGlite has one connection, so transactions cannot overlap there:
 * PostgreSQL only.
 */
const CONTENDERS = 8;

/** Instant hashing, so that the parallel requests reach their transactions together rather than one by one. */
const instantPasswords: Passwords = {
  hash: async (password) => `$plain$${password}`,
  verify: async (stored, password) => stored === `$plain$${password}`,
  saturated: () => false,
};

describe.skipIf(!process.env.DATABASE_URL)('the sign-up under parallel requests (PostgreSQL)', () => {
  const ctx = useWorld({}, { passwords: instantPasswords });
  const db = () => ctx.t.database.db;

  it(`makes one user of one person whom ${CONTENDERS} activations name at once`, async () => {
    // A second person keeps the flow open, so that the losers meet the winner's work (409), not a used-up link.
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Mor', surname: 'Kapløb' },
        { firstName: 'Far', surname: 'Kapløb' },
      ],
    });
    const token = await importedSessionOf(db(), scope, { now: ctx.t.clock.now() });
    const flow = api(ctx.t, { token });
    const mother = wireId(scope.ids[0] ?? 0);
    const outcomes = await Promise.all(
      Array.from({ length: CONTENDERS }, () =>
        codeOf(
          flow.activateImported({
            body: { models: [newAccount(mother)], RelatedClubId: scope.clubId, AcceptsDataPolicy: true },
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === '409 alreadyActivated')).toHaveLength(CONTENDERS - 1);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from memberships m join users u on u.id = m.user_id
             where m.club_id = ${scope.clubId} and u.first_name = 'Mor' and u.surname = 'Testesen'`,
      ),
    ).toBe(1);
  });

  it(`lets ${CONTENDERS} parallel child adds fill the flow to ${IMPORTED_PEOPLE_MAX} people and no further`, async () => {
    const room = 2;
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: Array.from({ length: IMPORTED_PEOPLE_MAX - room }, (_, i) => ({
        firstName: `Voksen ${i}`,
        surname: 'Fuld',
      })),
    });
    const flow = api(ctx.t, { token: await importedSessionOf(db(), scope, { now: ctx.t.clock.now() }) });
    const outcomes = await Promise.all(
      Array.from({ length: CONTENDERS }, (_, i) =>
        codeOf(
          flow.addImportedChild({
            params: { id: wireId(scope.ids[i % scope.ids.length] ?? 0) },
            body: { firstName: `Barn ${i}`, surname: 'Fuld', birthdate: '2015-01-01' },
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(room);
    expect(outcomes.filter((outcome) => outcome === '409 tooManyPeople')).toHaveLength(CONTENDERS - room);
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from inactive_members where club_id = ${scope.clubId} and lower(email) = lower(${scope.email})`,
      ),
    ).toBe(IMPORTED_PEOPLE_MAX);
  });
});
