import { textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../src/features/member-exports/repo.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { csvRows, records } from './csv.js';
import {
  addGroup,
  addInactive,
  addManyMembers,
  addMember,
  exportClub,
  putInactiveInGroup,
  putInGroup,
} from './seedExportClub.js';

/** The members export (ADR 017 "Exports"): the overview's view as a CSV file, every member of it. */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');

let club: number;
const groups: Record<string, number> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  club = await exportClub(db(), 'Eksportklubben', ctx.world.userIds.adminA);
  groups.elders = await addGroup(db(), club, 'Ældre');
  groups.board = await addGroup(db(), club, 'Bestyrelse');
  ids.soeren = await addMember(db(), club, {
    firstName: 'Søren',
    surname: 'Ågård',
    email: `soeren-${process.pid}@ågård.dk`,
    mobile: '12345678',
    address: 'Åboulevarden 1, 2. th.',
    zip: '8000',
    city: 'Århus C',
    birthdate: '1980-05-17',
    role: 'leader',
  });
  await putInGroup(db(), club, groups.elders, ids.soeren);
  await putInGroup(db(), club, groups.board, ids.soeren);
  ids.aeroe = await addMember(db(), club, { firstName: 'Ærø', surname: 'Østergaard', birthdate: '2012-01-02' });
  ids.anna = await addMember(db(), club, { firstName: 'Anna', surname: 'Berg', role: 'admin' });
  ids.formula = await addMember(db(), club, { firstName: '=HYPERLINK("x")', surname: '+Formel', city: '@by' });
  ids.ida = await addInactive(db(), club, {
    firstName: 'Ida',
    surname: 'Inaktiv',
    email: 'ida@example.dk',
    invitedAt: '2030-01-15T23:30:00Z',
  });
  ids.ole = await addInactive(db(), club, { firstName: 'Ole', surname: 'Ukendt', birthdate: '1950-12-31' });
  await putInactiveInGroup(db(), club, groups.elders, ids.ole);
  await db().execute(sql`update memberships set member_since = '2021-08-01' where club_id = ${club}`);
});

const exportOf = (query: Record<string, unknown> = {}) =>
  csvRows(admin().exportMembers({ params: { club }, query: query as never }));

const danishHeader = [
  'Fornavn',
  'Efternavn',
  'E-mail',
  'Mobil',
  'Adresse',
  'Postnr.',
  'By',
  'Fødselsdato',
  'Status',
  'Rolle',
  'Grupper',
  'Medlem siden',
];

describe('GET /v2/clubs/:club/members/export', () => {
  it('writes a BOM, `;`-separated Danish headers and each member with Danish letters intact', async () => {
    const rows = await exportOf();
    expect(rows[0]).toEqual(danishHeader);
    const soeren = rows.find((row) => row[0] === 'Søren');
    expect(soeren).toEqual([
      'Søren',
      'Ågård',
      `soeren-${process.pid}@ågård.dk`,
      '12345678',
      'Åboulevarden 1, 2. th.',
      '8000',
      'Århus C',
      '17-05-1980',
      'Aktiv',
      'Gruppeleder',
      'Bestyrelse, Ældre',
      '01-08-2021',
    ]);
    const byName = new Map(records(rows).map((row) => [row.Fornavn, row]));
    expect(byName.get('Anna')).toMatchObject({ Status: 'Aktiv', Rolle: 'Administrator', Grupper: '' });
    expect(byName.get('Ida')).toMatchObject({ Status: 'Inviteret', Rolle: 'Medlem', 'E-mail': 'ida@example.dk' });
    expect(byName.get('Ole')).toMatchObject({ Status: 'Ikke inviteret', Grupper: 'Ældre', Fødselsdato: '31-12-1950' });
    // Every member of the club: the administrator, four members and two inactive ones.
    expect(rows).toHaveLength(1 + 7);
  });

  it('keeps a typed formula a text: a leading apostrophe before =, + and @', async () => {
    const row = records(await exportOf()).find((record) => record.Efternavn === "'+Formel");
    expect(row).toMatchObject({ Fornavn: `'=HYPERLINK("x")`, By: "'@by" });
  });

  it.each([
    ['the default view', {}],
    ['a group', { group: 'elders' }],
    ['members in no group', { group: 'notInGroups' }],
    ['the inactive', { group: 'inactive' }],
    ['status inactive within a group', { group: 'elders', status: 'inactive' }],
    ['a search', { search: 'ågård' }],
    ['a search of two terms', { search: 'ø 8000' }],
    ['by surname, descending', { key: 'surname', direction: 'desc' }],
    ['by birthdate', { key: 'birthdate' }],
    ['by status, descending', { key: 'status', direction: 'desc' }],
    ['by role', { key: 'type' }],
  ])('lists exactly the overview’s members in its order: %s', async (_label, query: Record<string, string>) => {
    const group = query.group === undefined ? undefined : groups[query.group];
    const resolved = { ...query, ...(group === undefined ? {} : { group }) };
    const overview = await admin().memberOverview({ params: { club }, query: { ...resolved, limit: 100 } as never });
    const rows = await exportOf(resolved);
    // A formula-like name keeps its apostrophe in the file only.
    const plain = (cell = '') => cell.replace(/^'(?=[=+@-])/, '');
    expect(rows.slice(1).map((row) => `${plain(row[0])} ${plain(row[1])}`)).toEqual(
      overview.members.map((member) => `${member.firstName} ${member.surname}`),
    );
    expect(rows.length).toBeGreaterThan(1);
  });

  it('answers only the header for a view without members', async () => {
    expect(await exportOf({ search: 'ingensomhelst' })).toEqual([danishHeader]);
  });

  it("writes the caller's language, else their brand's", async () => {
    const setLocale = (locale: string | null) =>
      db().execute(sql`update users set locale = ${locale} where id = ${ctx.world.userIds.adminA}`);
    try {
      await setLocale('en');
      const english = records(await exportOf({ search: 'søren' }));
      expect(english[0]).toMatchObject({ 'First name': 'Søren', Status: 'Active', Role: 'Group leader' });
      await setLocale('de');
      expect((await exportOf({ search: 'søren' }))[0]?.slice(0, 2)).toEqual(['Vorname', 'Nachname']);
      await setLocale(null);
      expect((await exportOf({ search: 'søren' }))[0]?.[1]).toBe('Efternavn');
      const viaPartner = await csvRows(
        api(ctx.t, { token: ctx.world.tokens.adminA, host: 'partner.localhost' }).exportMembers({
          params: { club },
          query: { search: 'søren' } as never,
        }),
      );
      expect(viaPartner[0]?.[1]).toBe('Etternavn');
    } finally {
      await setLocale(null);
    }
  });

  it('writes every member of a club larger than a page, each once, in order', async () => {
    const big = await exportClub(db(), 'Stor eksportklub', ctx.world.userIds.adminA);
    const count = EXPORT_PAGE_SIZE * 2 + 345;
    await addManyMembers(db(), big, { count, prefix: 'Mange', birthdates: ['2000-01-01'] });
    const rows = await csvRows(admin().exportMembers({ params: { club: big }, query: { key: 'surname' } as never }));
    const surnames = rows.slice(1).map((row) => row[1]);
    expect(surnames).toHaveLength(count + 1);
    const people = surnames.filter((surname) => surname?.startsWith('Mange '));
    expect(people).toEqual(Array.from({ length: count }, (_, i) => `Mange ${String(i + 1).padStart(5, '0')}`));
  });
});

/** Placeholders of the bad-input table, known once the world is seeded. */
const groupOf = (value: unknown) =>
  value === 'OTHER_CLUB' ? ctx.world.groups.b : value === 'CLUB_A' ? ctx.world.groups.a : value;

badInput(ctx, 'GET /v2/clubs/:club/members/export', {
  tables: ['memberships', 'users'],
  call: (query: Record<string, unknown>) =>
    admin().exportMembers({ params: { club }, query: { ...query, group: groupOf(query.group) } as never }),
  cases: [
    ['a group that is no filter', { group: 'alle' }, { status: 400, code: 'invalidGroup', field: 'group' }],
    ['an unknown sort key', { key: 'email' }, { status: 400, code: 'invalidSortKey', field: 'key' }],
    ['an unknown direction', { direction: 'up' }, { status: 400, code: 'invalidDirection', field: 'direction' }],
    ['an unknown status', { status: 'active' }, { status: 400, code: 'invalidStatus', field: 'status' }],
    [
      'a search over the house limit',
      { search: 'x'.repeat(textLimits.line + 1) },
      { status: 400, code: 'maxLength', field: 'search' },
    ],
    ['an unknown group', { group: 999_999 }, { status: 404, code: 'unknownGroup', field: 'group' }],
    ["another club's group", { group: 'OTHER_CLUB' }, { status: 404, code: 'unknownGroup', field: 'group' }],
    ["a group of the caller's other club", { group: 'CLUB_A' }, { status: 404, code: 'unknownGroup', field: 'group' }],
  ],
});
