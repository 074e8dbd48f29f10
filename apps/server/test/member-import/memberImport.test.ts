import { buildFlagsPayload, flagDefaults, memberTypeOf, type ImportSummary } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { parseMemberFile } from '../../src/features/member-import/parse.js';
import { stageFile } from '../../src/features/member-import/public.js';
import { HttpError } from '../../src/http/HttpError.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addGroup, addInactive, addUser } from '../members/seedMembers.js';
import { clubCounts, count, csvFile, HEADER, upload } from './helpers.js';

/**
 * "Joining III" (ADR 020): the import wizard's calls — a file staged, its existing matches merged, its roles and groups
 * mapped, its rows corrected, then applied by `importusers {importId}` in one transaction — and the templates. Bad
 * input of every call is `badInput.test.ts`; the races and the crash are PostgreSQL's (`concurrency.test.ts`,
 * `crash.test.ts`).
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');
const clubA = () => ctx.world.clubA;

const leader = memberTypeOf('leader');
const member = memberTypeOf('member');

const overview = () => admin().importOverview({ params: { club: clubA() }, query: {} });
const confirm = (importId: number) => admin().importUsers({ params: { club: clubA() }, body: { importId } });

describe('the whole journey: parse, merge, roles, groups, preview, confirm', () => {
  it('lands the club: new members in their groups with their roles, merged members filled in', async () => {
    // The club already has Søren (active, with his e-mail) and Åse (inactive, no e-mail), and a limited Senior group.
    const soeren = await addUser(db(), clubA(), {
      firstName: 'Søren',
      surname: 'Ærø',
      email: 'soeren.aeroe@journey.klubhus.dk',
    });
    const aase = await addInactive(db(), clubA(), { firstName: 'Åse', surname: 'Østergård', birthdate: '1990-11-02' });
    const senior = await addGroup(db(), clubA(), 'Senior', 10);
    const before = await clubCounts(db(), clubA());

    const staged = await upload(
      admin(),
      clubA(),
      csvFile([
        HEADER,
        '1187;Søren;Ærø;SOEREN.AEROE@journey.klubhus.dk;20314253;8000;Aarhus C;14-03-1979;Træner;Fodbold;Senior',
        '1188;Åse;Østergård;aase@journey.klubhus.dk;+45 31 42 53 64;8260;Viby J;02.11.1990;Spiller;Fodbold;Damesenior',
        '1201;Malthe;Bæk;;;8260;Viby J;36526;Spiller;Fodbold;Senior',
        '1201;Malthe;Bæk;;;8260;Viby J;36526;Gymnast;Gymnastik;Springhold',
        '1214;Ingrid;Kjærsgaard;ingrid@journey.klubhus.dk;40516273;82400;Risskov;30-09-1956;Træner;Svømning;Vinterbadning',
        ';Bo;Holm;bo@journey.klubhus.dk;;8000;Aarhus C;;;;',
      ]),
    );
    const summary = staged.import as ImportSummary;
    expect(summary).toMatchObject({ source: 'csv', fileName: 'medlemmer.csv', step: 'existing', rowCount: 5 });
    expect(summary.problemCount).toBe(1); // Ingrid's zip has five digits
    expect(staged.members.rows.map((row) => [row.id, row.line, row.firstName, row.birthdate, row.groups])).toEqual([
      ['1187', 2, 'Søren', '1979-03-14', ['Fodbold-Senior']],
      ['1188', 3, 'Åse', '1990-11-02', ['Fodbold-Damesenior']],
      ['1201', 4, 'Malthe', '2000-01-01', ['Fodbold-Senior', 'Gymnastik-Springhold']],
      ['1214', 6, 'Ingrid', '1956-09-30', ['Svømning-Vinterbadning']],
      ['r7', 7, 'Bo', null, []],
    ]);
    // Senior matches the club's group by its title; the others would be created.
    expect(summary.groups.map((group) => [group.id, group.title, group.action, group.groupId, group.count])).toEqual([
      ['Fodbold-Damesenior', 'Damesenior', 'create', null, 1],
      ['Fodbold-Senior', 'Senior', 'match', senior, 2],
      ['Gymnastik-Springhold', 'Springhold', 'create', null, 1],
      ['Svømning-Vinterbadning', 'Vinterbadning', 'create', null, 1],
    ]);
    // Søren by his e-mail (any case), Åse by her name and birthdate.
    expect(
      summary.existing.map((entry) => [
        entry.memberId,
        entry.candidates.map((candidate) => [candidate.userId, candidate.active, candidate.matchedBy]),
      ]),
    ).toEqual([
      ['1187', [[String(soeren), true, 'email']]],
      ['1188', [[`i${aase}`, false, 'nameAndBirthdate']]],
    ]);

    const merged = await admin().mergeMembers({
      params: { club: clubA() },
      body: {
        merges: [
          { memberId: '1187', userId: String(soeren) },
          { memberId: '1188', userId: `i${aase}` },
        ],
      },
    });
    expect(merged.existing.map((entry) => entry.mergeWith)).toEqual([String(soeren), `i${aase}`]);
    const roles = await admin().importRoles({
      params: { club: clubA() },
      body: { roles: [{ id: 'Træner', memberType: leader }] },
    });
    expect(roles.step).toBe('roles');
    expect(roles.roles.map((role) => [role.id, role.memberType, role.count])).toEqual([
      ['Spiller', member, 2],
      ['Træner', leader, 2],
    ]);
    const groups = await admin().importGroups({
      params: { club: clubA() },
      body: { groups: [{ id: 'Svømning-Vinterbadning', action: 'skip' }] },
    });
    expect(groups.step).toBe('groups');
    // Confirm waits while a kept row has a problem.
    expect(await failure(confirm(summary.id))).toMatchObject({
      status: 409,
      code: 'importHasProblems',
      field: 'importId',
    });
    const fixed = await admin().patchImportedRow({ params: { club: clubA(), id: '1214' }, body: { zip: '8240' } });
    expect(fixed).toMatchObject({ zip: '8240', problems: [] });
    await admin().patchImportedRow({ params: { club: clubA(), id: 'r7' }, body: { removed: true } });
    expect((await overview()).import).toMatchObject({ step: 'preview', problemCount: 0, removedCount: 1 });

    const { members } = await confirm(summary.id);
    // Malthe and Ingrid are new; Søren and Åse were merged; Bo was left out.
    expect(members.map((row) => [row.firstName, row.surname, row.type, row.status])).toEqual([
      ['Malthe', 'Bæk', member, 'notInvited'],
      ['Ingrid', 'Kjærsgaard', leader, 'notInvited'],
    ]);
    const springhold = await queryRows<{ id: number; parent_id: number | null }>(
      db(),
      sql`select id, parent_id from groups where club_id = ${clubA()} and title = 'Springhold'`,
    );
    expect(springhold).toHaveLength(1);
    expect(springhold[0]?.parent_id).toBeNull();
    expect(members[0]?.groupIds).toEqual([senior, springhold[0]?.id].sort((a = 0, b = 0) => a - b));
    expect(members[1]?.groupIds).toEqual([]); // Vinterbadning skipped
    expect(
      await queryRows(db(), sql`select 1 from groups where club_id = ${clubA()} and title = 'Vinterbadning'`),
    ).toEqual([]);

    // Søren (active): leads nothing new but is a group leader now, in Senior; his own details are his.
    expect(
      await queryRows(
        db(),
        sql`select m.type, m.club_internal_member_id, u.mobile,
                   (select array_agg(group_id) from group_members where user_id = u.id and club_id = ${clubA()}) as groups
              from memberships m join users u on u.id = m.user_id where m.club_id = ${clubA()} and m.user_id = ${soeren}`,
      ),
    ).toEqual([{ type: leader, club_internal_member_id: '1187', mobile: null, groups: [senior] }]);
    // Åse (inactive): her blanks filled from the file, her name and birthdate kept, in the new Damesenior group.
    expect(
      await queryRows(
        db(),
        sql`select im.email, im.mobile, im.zip, im.city, im.member_type,
                   (select array_agg(g.title) from inactive_group_members ig join groups g on g.id = ig.group_id
                     where ig.inactive_member_id = im.id) as groups
              from inactive_members im where im.id = ${aase}`,
      ),
    ).toEqual([
      {
        email: 'aase@journey.klubhus.dk',
        mobile: '31425364',
        zip: '8260',
        city: 'Viby J',
        member_type: member,
        groups: ['Damesenior'],
      },
    ]);
    // Ingrid keeps her role as an inactive member, and the member overview shows it.
    const ingrid = await admin().memberOverview({
      params: { club: clubA() },
      query: { search: 'Kjærsgaard' },
    });
    expect(ingrid.members.map((row) => [row.id, row.type])).toEqual([[members[1]?.id, leader]]);
    // The staged import is gone; the club has 2 new inactive members, 3 new groups (Damesenior, Springhold, and
    // Senior's 3 new places: Søren, Malthe; Åse in Damesenior; Malthe in Springhold).
    expect(await clubCounts(db(), clubA())).toEqual({
      ...before,
      inactive: Number(before?.inactive) + 2,
      groups: Number(before?.groups) + 2,
      group_members: Number(before?.group_members) + 1,
      inactive_places: Number(before?.inactive_places) + 3,
      imports: 0,
      staged_rows: 0,
    });
    expect(await failure(confirm(summary.id))).toMatchObject({
      status: 404,
      code: 'importNotFound',
      field: 'importId',
    });
  });
});

describe('staging', () => {
  it('replaces the staged import with another file', async () => {
    const first = await upload(admin(), clubA(), csvFile([HEADER, '1;A;Først;;;;;;;;']));
    const second = await upload(admin(), clubA(), csvFile([HEADER, '2;B;Anden;;;;;;;;', '3;C;Tredje;;;;;;;;']));
    expect(second.import?.id).not.toBe(first.import?.id);
    expect((await overview()).import).toMatchObject({ id: second.import?.id, rowCount: 2 });
    expect(await count(db(), sql`select count(*)::int as n from member_imports where club_id = ${clubA()}`)).toBe(1);
    expect(await failure(confirm(Number(first.import?.id)))).toMatchObject({ status: 404, code: 'importNotFound' });
  });

  it('pages the preview by line, and on request only the rows to fix', async () => {
    const lines = [HEADER];
    for (let n = 1; n <= 30; n += 1) lines.push(`${n};Navn${n};Efternavn;${n % 7 === 0 ? 'forkert@' : ''};;;;;;;`);
    await upload(admin(), clubA(), csvFile(lines));
    const page = await admin().importOverview({ params: { club: clubA() }, query: { offset: 10, limit: 5 } });
    expect(page.members.total).toBe(30);
    expect(page.members.rows.map((row) => row.id)).toEqual(['11', '12', '13', '14', '15']);
    const problems = await admin().importOverview({ params: { club: clubA() }, query: { problems: 'true' } });
    expect(problems.members.rows.map((row) => [row.id, row.problems])).toEqual([
      ['7', ['emailValid']],
      ['14', ['emailValid']],
      ['21', ['emailValid']],
      ['28', ['emailValid']],
    ]);
    expect(problems.members.total).toBe(4);
  });

  it('answers no import, and clears one (also when none is staged)', async () => {
    await admin().clearImport({ params: { club: clubA() } });
    expect(await overview()).toEqual({ import: null, members: { rows: [], total: 0 } });
    await admin().clearImport({ params: { club: clubA() } });
    expect(
      await failure(
        admin().importRoles({ params: { club: clubA() }, body: { roles: [{ id: 'A', memberType: member }] } }),
      ),
    ).toMatchObject({
      status: 404,
      code: 'importNotFound',
    });
  });

  it('keeps a correction of the e-mail in the candidates: a merge into a member no longer found is dropped', async () => {
    const kim = await addUser(db(), clubA(), {
      firstName: 'Kim',
      surname: 'Dahl',
      email: 'kim.dahl@journey.klubhus.dk',
    });
    await upload(admin(), clubA(), csvFile([HEADER, '51;Kim;Dahl;kim.dahl@journey.klubhus.dk;;;;;;;']));
    await admin().mergeMembers({
      params: { club: clubA() },
      body: { merges: [{ memberId: '51', userId: String(kim) }] },
    });
    await admin().patchImportedRow({ params: { club: clubA(), id: '51' }, body: { email: 'kim@andet.dk' } });
    const { import: staged } = await overview();
    expect(staged?.existing).toEqual([]);
    expect(
      await queryRows(
        db(),
        sql`select merge_with from member_import_rows where club_id = ${clubA()} and row_id = '51'`,
      ),
    ).toEqual([{ merge_with: null }]);
  });
});

describe('the association-system export (Conventus)', () => {
  const conventus = () =>
    csvFile([
      'Medlemsnr.;Fornavn;Efternavn;Adresse;Postnr.;By;Mobil;E-mail;Fødselsdato;Afdeling;Hold;Rolle',
      '1187;Søren;Ærø;Åboulevarden 12;8000;Aarhus C;20314253;soeren@conventus.klubhus.dk;14-03-1979;Fodbold;Old boys;Spiller',
    ]);

  it('stages a Danish club’s export as source conventus', async () => {
    const staged = await admin().parseCsvConventus({ params: { club: clubA() }, body: { newmembers: conventus() } });
    expect(staged.import).toMatchObject({ source: 'conventus', rowCount: 1 });
    expect(staged.members.rows[0]).toMatchObject({ id: '1187', firstName: 'Søren', role: 'Spiller' });
  });

  it('is only for Danish clubs (403 notDanishClub, nothing staged)', async () => {
    await db().execute(sql`update clubs set country_code = 'SE' where id = ${clubA()}`);
    try {
      await admin().clearImport({ params: { club: clubA() } });
      expect(
        await failure(admin().parseCsvConventus({ params: { club: clubA() }, body: { newmembers: conventus() } })),
      ).toMatchObject({ status: 403, code: 'notDanishClub' });
      expect((await overview()).import).toBeNull();
    } finally {
      await db().execute(sql`update clubs set country_code = 'DK' where id = ${clubA()}`);
    }
  });

  it('is behind the flag association_import (off: 403 featureOff)', async () => {
    const flags = buildFlagsPayload({ ...flagDefaults(), association_import: false }, new Date().toISOString());
    const deps = { db: db(), clock: ctx.t.clock, flags, config: { faultImportPauseAfter: undefined } };
    const caller = { userId: ctx.world.userIds.adminA, clubId: clubA(), role: 'admin' } as const;
    const refused = await stageFile(deps, caller, conventus(), 'conventus').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 403, code: 'featureOff' });
  });
});

describe('confirm refuses what no longer holds, and writes nothing', () => {
  it('a merge into a member who left the club: 409 importChanged', async () => {
    const gone = await addUser(db(), clubA(), {
      firstName: 'Gitte',
      surname: 'Lund',
      email: 'gitte@journey.klubhus.dk',
    });
    const staged = await upload(admin(), clubA(), csvFile([HEADER, '61;Gitte;Lund;gitte@journey.klubhus.dk;;;;;;;']));
    await admin().mergeMembers({
      params: { club: clubA() },
      body: { merges: [{ memberId: '61', userId: String(gone) }] },
    });
    await db().execute(sql`delete from memberships where club_id = ${clubA()} and user_id = ${gone}`);
    const before = await clubCounts(db(), clubA());
    expect(await failure(confirm(Number(staged.import?.id)))).toMatchObject({
      status: 409,
      code: 'importChanged',
      field: 'merges',
    });
    expect(await clubCounts(db(), clubA())).toEqual(before);
  });

  it('a matched group deleted meanwhile: 404 unknownGroup; one that would be too full: 409 tooManyMembers', async () => {
    const small = await addGroup(db(), clubA(), 'Lille hold', 1);
    const staged = await upload(
      admin(),
      clubA(),
      csvFile([HEADER, '71;Asta;Holm;;;;;;;Fodbold;Lille hold', '72;Carl;Holm;;;;;;;Fodbold;Lille hold']),
    );
    expect(staged.import?.groups[0]).toMatchObject({ action: 'match', groupId: small });
    const before = await clubCounts(db(), clubA());
    expect(await failure(confirm(Number(staged.import?.id)))).toMatchObject({
      status: 409,
      code: 'tooManyMembers',
      field: 'groups',
    });
    await db().execute(sql`delete from groups where id = ${small}`);
    expect(await failure(confirm(Number(staged.import?.id)))).toMatchObject({
      status: 404,
      code: 'unknownGroup',
      field: 'groups',
    });
    expect(await clubCounts(db(), clubA())).toEqual({ ...before, groups: Number(before?.groups) - 1 });
  });

  it("past the club's group limit: 409 tooManyGroups", async () => {
    const clubId = ctx.world.clubB;
    const asB = ctx.as('adminB');
    // Club B is filled to one group short of its limit (the file's database goes with it; no clean-up needed).
    await db().execute(
      sql`insert into groups (club_id, title) select ${clubId}::int, 'Fyld ' || n
            from generate_series(1, 1999 - (select count(*)::int from groups where club_id = ${clubId})) as n`,
    );
    const staged = await upload(asB, clubId, csvFile([HEADER, '1;A;B;;;;;;;Ny;Et', '2;C;D;;;;;;;Ny;To']));
    expect(
      await failure(asB.importUsers({ params: { club: clubId }, body: { importId: Number(staged.import?.id) } })),
    ).toMatchObject({ status: 409, code: 'tooManyGroups', field: 'groups' });
    await asB.importGroups({ params: { club: clubId }, body: { groups: [{ id: 'Ny-To', action: 'skip' }] } });
    const { members } = await asB.importUsers({
      params: { club: clubId },
      body: { importId: Number(staged.import?.id) },
    });
    expect(members).toHaveLength(2);
    expect(await count(db(), sql`select count(*)::int as n from groups where club_id = ${clubId}`)).toBe(2000);
  });
});

describe('inactive members into and out of groups', () => {
  let red: number;
  let orange: number;
  let full: number;
  beforeAll(async () => {
    red = await addInactive(db(), clubA(), { firstName: 'Rød', surname: 'Gruppe' });
    orange = await addInactive(db(), clubA(), { firstName: 'Orange', surname: 'Gruppe', invited: true });
    full = await addGroup(db(), clubA(), 'Fuldt hold', 1);
  });
  const places = (groupId: number) =>
    count(db(), sql`select count(*)::int as n from inactive_group_members where group_id = ${groupId}`);

  it('AddDummyUsersToGroups puts them in every group named, keeping places they have', async () => {
    const { a, otherA } = ctx.world.groups;
    const body = { clubId: clubA(), memberIds: [`i${red}`, `i${orange}`], groupIds: [a, otherA] };
    expect(await admin().addDummyUsersToGroups({ body })).toEqual({ added: 4 });
    expect(await admin().addDummyUsersToGroups({ body })).toEqual({ added: 0 });
    expect(await places(a)).toBeGreaterThanOrEqual(2);
  });

  it('groupaddimports and groupremoveimports add and take out, leaders of the group too', async () => {
    const asLeader = ctx.as('leaderA');
    const group = ctx.world.groups.a;
    expect(await asLeader.groupRemoveImports({ params: { id: group }, body: { memberIds: [`i${red}`] } })).toEqual({
      removed: 1,
    });
    expect(await asLeader.groupRemoveImports({ params: { id: group }, body: { memberIds: [`i${red}`] } })).toEqual({
      removed: 0,
    });
    expect(await asLeader.groupAddImports({ params: { id: group }, body: { memberIds: [`i${red}`] } })).toEqual({
      added: 1,
    });
  });

  it("keeps a group's maxUsers (409 tooManyMembers, nothing written)", async () => {
    expect(
      await failure(admin().groupAddImports({ params: { id: full }, body: { memberIds: [`i${red}`, `i${orange}`] } })),
    ).toMatchObject({ status: 409, code: 'tooManyMembers', field: 'memberIds' });
    expect(await places(full)).toBe(0);
    expect(
      await failure(
        admin().addDummyUsersToGroups({
          body: { clubId: clubA(), memberIds: [`i${red}`, `i${orange}`], groupIds: [full] },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'tooManyMembers', field: 'groupIds' });
    expect(await admin().groupAddImports({ params: { id: full }, body: { memberIds: [`i${red}`] } })).toEqual({
      added: 1,
    });
  });
});

describe('the templates', () => {
  it.each([
    ['medlemmer.csv', 2],
    ['medlemmer-med-roller-og-grupper.csv', 2],
  ])('serves %s from the committed folder, which the parser reads', async (name, rows) => {
    const answer = await ctx.t.app.inject({ method: 'GET', url: `/files/templates/${name}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.rawPayload.toString('utf8')).toMatch(/^\uFEFF[^\n]*;/);
    const staged = await parseMemberFile(new File([answer.rawPayload], name));
    expect(staged.rows).toHaveLength(rows);
    expect(staged.rows.every((row) => row.problems.length === 0)).toBe(true);
  });

  it('maps every column of the roles-and-groups template', async () => {
    const answer = await ctx.t.app.inject({
      method: 'GET',
      url: '/files/templates/medlemmer-med-roller-og-grupper.csv',
    });
    const staged = await parseMemberFile(new File([answer.rawPayload], 'skabelon.csv'));
    expect(staged.rows[1]).toMatchObject({ id: '1002', groups: ['Fodbold-U11 Drenge', 'Svømning-Begyndere'] });
    expect(staged.roles.map((role) => role.id)).toEqual(['Træner', 'Spiller']);
  });

  it('answers 404 for a template that is not there', async () => {
    expect((await ctx.t.app.inject({ method: 'GET', url: '/files/templates/andet.csv' })).statusCode).toBe(404);
  });
});
