import { relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../src/features/member-exports/repo.js';
import { addMembership, addRelation, addUser } from '../relations/people.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { newSession } from '../support/sessions.js';
import { useWorld } from '../support/world.js';
import { csvRows, records } from './csv.js';
import { addGroup, addInactive, addMember, exportClub, putInGroup } from './seedExportClub.js';

/** The inactive, removed and household exports (ADR 017 "Exports"), each on a club of its own. */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');

describe('GET /v2/club/export/:club/InactiveFile', () => {
  it('lists the inactive members by first name, invited or not, with the last invitation in Danish time', async () => {
    const club = await exportClub(db(), 'Inaktivklubben', ctx.world.userIds.adminA);
    await addMember(db(), club, { firstName: 'Aktiv', surname: 'Medlem' });
    await addInactive(db(), club, { firstName: 'Åse', surname: 'Ålborg', zip: '9000', city: 'Aalborg' });
    await addInactive(db(), club, {
      firstName: 'Ida',
      surname: 'Ærø',
      email: 'ida@example.dk',
      mobile: '87654321',
      address: 'Søvej 2',
      zip: '8000',
      city: 'Aarhus C',
      birthdate: '2001-02-03',
      invitedAt: '2026-01-15T23:30:00Z',
    });
    await addInactive(db(), club, { firstName: 'Ole', surname: 'Sommer', invitedAt: '2026-06-15T08:05:00Z' });
    const rows = await csvRows(admin().exportInactive({ params: { club } }));
    expect(rows).toEqual([
      [
        'Fornavn',
        'Efternavn',
        'E-mail',
        'Mobil',
        'Postnr.',
        'Adresse',
        'By',
        'Fødselsdato',
        'Status',
        'Sidst inviteret',
      ],
      [
        'Ida',
        'Ærø',
        'ida@example.dk',
        '87654321',
        '8000',
        'Søvej 2',
        'Aarhus C',
        '03-02-2001',
        'Inviteret',
        '16-01-2026 00:30',
      ],
      ['Ole', 'Sommer', '', '', '', '', '', '', 'Inviteret', '15-06-2026 10:05'],
      ['Åse', 'Ålborg', '', '', '9000', '', 'Aalborg', '', 'Ikke inviteret', ''],
    ]);
  });
});

describe('GET /v2/club/export/:club/Members/removed', () => {
  const removed = (clubId: number, userId: number, at: string) =>
    db().execute(
      sql`insert into removed_members (club_id, user_id, removed_at, removed_by_user_id)
          values (${clubId}, ${userId}, ${at}, ${ctx.world.userIds.adminA})`,
    );

  it('lists the removed members newest first, in Danish time, and forgets one who erased their account', async () => {
    const club = await exportClub(db(), 'Fjernklubben', ctx.world.userIds.adminA);
    const old = await addUser(db(), {
      firstName: 'Gammel',
      surname: 'Ågård',
      email: `gammel-${process.pid}@example.dk`,
    });
    const erases = await addUser(db(), {
      firstName: 'Sletter',
      surname: 'Sig',
      email: `sletter-${process.pid}@example.dk`,
    });
    const recent = await addUser(db(), { firstName: 'Ny', surname: 'Ørsted', email: `ny-${process.pid}@example.dk` });
    await removed(club, old, '2026-01-15T23:30:00Z');
    await removed(club, recent, '2026-06-15T08:05:00Z');
    await removed(club, erases, '2026-03-01T12:00:00Z');
    // Removed from another club: not this club's file.
    await removed(ctx.world.clubB, old, '2026-07-01T12:00:00Z');

    expect(await csvRows(admin().exportRemoved({ params: { club } }))).toEqual([
      ['Fornavn', 'Efternavn', 'E-mail', 'Fjernet den'],
      ['Ny', 'Ørsted', `ny-${process.pid}@example.dk`, '15-06-2026 10:05'],
      ['Sletter', 'Sig', `sletter-${process.pid}@example.dk`, '01-03-2026 13:00'],
      ['Gammel', 'Ågård', `gammel-${process.pid}@example.dk`, '16-01-2026 00:30'],
    ]);

    await api(ctx.t, { token: await newSession(db(), erases) }).removeSelf({});
    const after = await csvRows(admin().exportRemoved({ params: { club } }));
    expect(after.slice(1).map((row) => row[0])).toEqual(['Ny', 'Gammel']);
  });

  it('lists every removal of a file larger than a page once, through removals at the same moment', async () => {
    const club = await exportClub(db(), 'Stor fjernklub', ctx.world.userIds.adminA);
    const count = EXPORT_PAGE_SIZE + 150;
    await db().execute(sql`
      with gone as (
        insert into users (email, password_hash, first_name, surname)
        select 'fjernet-' || g || '-' || ${String(process.pid)} || '@example.dk', 'x', 'Fjernet', lpad(g::text, 5, '0')
          from generate_series(1, ${count}::int) as g
        returning id
      )
      insert into removed_members (club_id, user_id, removed_at)
      select ${club}::int, id, timestamptz '2026-05-01 10:00:00+00' - (id % 3) * interval '1 day' from gone`);
    const rows = records(await csvRows(admin().exportRemoved({ params: { club } })));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.Efternavn)).size).toBe(count);
    const days = rows.map((row) => (row['Fjernet den'] ?? '').slice(0, 10).split('-').reverse().join('-'));
    expect(days).toEqual([...days].sort().reverse());
  });
});

describe('GET /v2/club/export/:club/Members/relations', () => {
  let club: number;
  let u11: number;
  beforeAll(async () => {
    club = await exportClub(db(), 'Familieklubben', ctx.world.userIds.adminA);
    u11 = await addGroup(db(), club, 'U11');
    const member = (firstName: string, surname: string) => addMember(db(), club, { firstName, surname });
    const soeren = await member('Søren', 'Ågård');
    const kirsten = await member('Kirsten', 'Ågård');
    const aeroe = await member('Ærø', 'Ågård');
    const bo = await member('Bo', 'Ågård');
    await member('Enlig', 'Hansen');
    await addInactive(db(), club, { firstName: 'Inaktiv', surname: 'Barn' });
    await addRelation(db(), club, soeren, kirsten, relationTypes.household);
    await addRelation(db(), club, soeren, aeroe, relationTypes.child);
    await addRelation(db(), club, bo, soeren, relationTypes.parent);
    await putInGroup(db(), club, u11, aeroe);
    await putInGroup(db(), club, u11, bo);
    // The same people related otherwise in another club: not this club's file.
    await addMembership(db(), ctx.world.clubB, bo);
    await addMembership(db(), ctx.world.clubB, kirsten);
    await addRelation(db(), ctx.world.clubB, kirsten, bo, relationTypes.child);
  });

  it("lists every active member by first name with their relations as they see them, in the caller's words", async () => {
    const rows = await csvRows(admin().exportRelations({ params: { club }, query: {} }));
    expect(rows).toEqual([
      ['Fornavn', 'Efternavn', 'Relation', 'Relateret medlem'],
      ['adminA', 'Test', '', ''],
      ['Bo', 'Ågård', 'Forælder', 'Søren Ågård'],
      ['Enlig', 'Hansen', '', ''],
      ['Kirsten', 'Ågård', 'Husstandsmedlem', 'Søren Ågård'],
      ['Søren', 'Ågård', 'Barn', 'Bo Ågård'],
      ['Søren', 'Ågård', 'Barn', 'Ærø Ågård'],
      ['Søren', 'Ågård', 'Husstandsmedlem', 'Kirsten Ågård'],
      ['Ærø', 'Ågård', 'Forælder', 'Søren Ågård'],
    ]);
  });

  it("lists a group's members only", async () => {
    const rows = await csvRows(admin().exportRelations({ params: { club }, query: { groupId: u11 } }));
    expect(rows.slice(1)).toEqual([
      ['Bo', 'Ågård', 'Forælder', 'Søren Ågård'],
      ['Ærø', 'Ågård', 'Forælder', 'Søren Ågård'],
    ]);
  });

  it('writes the relation in English for an English caller', async () => {
    await db().execute(sql`update users set locale = 'en' where id = ${ctx.world.userIds.adminA}`);
    try {
      const rows = await csvRows(admin().exportRelations({ params: { club }, query: { groupId: u11 } }));
      expect(rows.map((row) => row[2])).toEqual(['Relationship', 'Parent', 'Parent']);
    } finally {
      await db().execute(sql`update users set locale = null where id = ${ctx.world.userIds.adminA}`);
    }
  });

  badInput(ctx, 'GET /v2/club/export/:club/Members/relations', {
    tables: ['member_relations'],
    call: (query: { groupId: unknown }) =>
      admin().exportRelations({
        params: { club },
        query: { groupId: query.groupId === 'OTHER_CLUB' ? ctx.world.groups.b : query.groupId } as never,
      }),
    cases: [
      ['a group id as text', { groupId: 'U11' }, { status: 400, code: 'mustBeInteger', field: 'groupId' }],
      ['group 0', { groupId: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'groupId' }],
      ['an unknown group', { groupId: 999_999 }, { status: 404, code: 'unknownGroup', field: 'groupId' }],
      ["another club's group", { groupId: 'OTHER_CLUB' }, { status: 404, code: 'unknownGroup', field: 'groupId' }],
    ],
  });
});
