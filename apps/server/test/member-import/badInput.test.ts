import { IMPORT_ROW_ID_MAX, memberTypeOf, textLimits } from '@klubhus/domain';
import { beforeAll, describe } from 'vitest';
import { badInput } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { addUser } from '../members/seedMembers.js';
import { csvFile, HEADER, importTables, upload } from './helpers.js';

/**
 * AREAS.md point 4 for the import calls (ADR 020): every call with a body or query refuses empty, wrong types, text
 * over the house limits, unknown ids and other clubs' ids with a 4xx `{statusCode, message, code, field}`, and
 * writes nothing — a staged import waits in club A throughout, and a refused call leaves it as it was (a bad file
 * does not clear it). Confirm's own refusals (`importusers {importId}`) are here too.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');
const clubA = () => ctx.world.clubA;

/** Ids the cases name: club A's staged import and its rows' candidates, club B's staged import and members. */
const ids = { importA: 0, importB: 0, memberB: 0 };

beforeAll(async () => {
  // Søren of club A is row 1's candidate; Søren of club B has his name but is another club's.
  await addUser(db(), clubA(), { firstName: 'Søren', surname: 'Ærø', email: 'soeren@bad.klubhus.dk' });
  ids.memberB = await addUser(db(), ctx.world.clubB, { firstName: 'Søren', surname: 'Ærø', email: 'b@bad.klubhus.dk' });
  const b = await upload(ctx.as('adminB'), ctx.world.clubB, csvFile([HEADER, '1;Åse;B;;;;;;;;']));
  ids.importB = Number(b.import?.id);
  const a = await upload(
    admin(),
    clubA(),
    csvFile([
      HEADER,
      '1;Søren;Ærø;soeren@bad.klubhus.dk;;8000;Aarhus C;;Træner;Fodbold;Senior',
      '2;Åse;Østergård;;;;;;;;',
      '3;Bo;Holm;;;80;;;;;',
    ]),
  );
  ids.importA = Number(a.import?.id);
});

const tables = importTables;
const club = () => ({ club: clubA() });

badInput(ctx, 'GET importoverview', {
  tables,
  call: (query: Record<string, unknown>) => admin().importOverview({ params: club(), query: query as never }),
  cases: [
    ['an offset that is no number', { offset: 'x' }, { status: 400, code: 'mustBeANumber', field: 'offset' }],
    ['a negative offset', { offset: '-1' }, { status: 400, code: 'mustBeANumber', field: 'offset' }],
    ['a limit of 0', { limit: '0' }, { status: 400, code: 'mustBeANumber', field: 'limit' }],
    ['a limit over 500', { limit: '501' }, { status: 400, code: 'tooManyRows', field: 'limit' }],
    ['problems that is no boolean', { problems: 'yes' }, { status: 400, code: 'mustBeBoolean', field: 'problems' }],
  ],
});

const fileCases = [
  ['no file', {}, { status: 400, code: 'required', field: 'newmembers' }],
  [
    'a file that is not .csv',
    { newmembers: csvFile([HEADER, '9;A;B;;;;;;;;'], { name: 'medlemmer.xlsx' }) },
    { status: 400, code: 'csvOnly', field: 'newmembers' },
  ],
  [
    'a file without the name columns',
    { newmembers: csvFile(['Navn;E-mail', 'Søren Ærø;s@example.dk']) },
    { status: 400, code: 'csvColumnsMissing', field: 'newmembers' },
  ],
  ['a header without rows', { newmembers: csvFile([HEADER]) }, { status: 400, code: 'csvEmpty', field: 'newmembers' }],
  [
    'a quote that never closes',
    { newmembers: csvFile([HEADER, '9;Søren;"Ærø;;;;;;;;', '10;Åse;Østergård;;;;;;;;']) },
    { status: 400, code: 'csvMalformed', field: 'line.2', message: 'Filen kan ikke læses (linje 2)' },
  ],
  [
    'a row with a cell too many',
    { newmembers: csvFile([HEADER, '9;Søren;Ærø;;;;;;;;', '10;Åse;Østergård;;;;;;;;;x']) },
    { status: 400, code: 'csvMalformed', field: 'line.3' },
  ],
] as const;

badInput(ctx, 'POST parsecsv', {
  tables,
  call: (body: Record<string, unknown>) => admin().parseCsv({ params: club(), body: body as never }),
  cases: fileCases,
});

badInput(ctx, 'POST parsecsvconventus', {
  tables,
  call: (body: Record<string, unknown>) => admin().parseCsvConventus({ params: club(), body: body as never }),
  cases: fileCases,
});

/** A body naming ids the world has only once `beforeAll` ran. */
type Later = () => Record<string, unknown>;

badInput(ctx, 'PATCH members/merge', {
  tables,
  call: (body: Later) => admin().mergeMembers({ params: club(), body: body() as never }),
  cases: [
    ['no merges', () => ({}), { status: 400, code: 'mustBeList', field: 'merges' }],
    ['an empty list', () => ({ merges: [] }), { status: 400, code: 'required', field: 'merges' }],
    [
      'a blank row id',
      () => ({ merges: [{ memberId: '', userId: null }] }),
      { status: 400, code: 'required', field: 'merges.0.memberId' },
    ],
    [
      'a row id over its limit',
      () => ({ merges: [{ memberId: 'x'.repeat(IMPORT_ROW_ID_MAX + 1), userId: null }] }),
      { status: 400, code: 'maxLength', field: 'merges.0.memberId' },
    ],
    [
      'a member id that is no member id',
      () => ({ merges: [{ memberId: '1', userId: 'x' }] }),
      { status: 400, code: 'invalidMemberId', field: 'merges.0.userId' },
    ],
    [
      'a row not in the import (after a good one: nothing written)',
      () => ({
        merges: [
          { memberId: '1', userId: null },
          { memberId: '99', userId: null },
        ],
      }),
      { status: 404, code: 'importRowNotFound', field: 'merges.1.memberId' },
    ],
    [
      "another club's member",
      () => ({ merges: [{ memberId: '1', userId: String(ids.memberB) }] }),
      { status: 404, code: 'memberNotFound', field: 'merges.0.userId' },
    ],
    [
      'a member of the club who is not among the row’s candidates',
      () => ({ merges: [{ memberId: '2', userId: String(ctx.world.userIds.memberA) }] }),
      { status: 404, code: 'memberNotFound', field: 'merges.0.userId' },
    ],
  ],
});

badInput(ctx, 'PATCH importusers/imported/:id', {
  tables,
  call: ({ id = '2', body }: { id?: string; body: Record<string, unknown> }) =>
    admin().patchImportedRow({ params: { ...club(), id }, body: body as never }),
  cases: [
    [
      'a row not in the import',
      { id: '99', body: { city: 'Aarhus' } },
      { status: 404, code: 'importRowNotFound', field: 'id' },
    ],
    [
      'a row id over its limit',
      { id: 'x'.repeat(IMPORT_ROW_ID_MAX + 1), body: {} },
      { status: 400, code: 'maxLength', field: 'id' },
    ],
    ['a blank first name', { body: { firstName: ' ' } }, { status: 400, code: 'required', field: 'firstName' }],
    [
      'a surname over the house limit',
      { body: { surname: 'x'.repeat(textLimits.name + 1) } },
      { status: 400, code: 'maxLength', field: 'surname' },
    ],
    ['an e-mail that is none', { body: { email: 'bo@' } }, { status: 400, code: 'emailValid', field: 'email' }],
    ['a zip of three digits', { body: { zip: '800' } }, { status: 400, code: 'minCiphers', field: 'zip' }],
    ['a mobile of seven digits', { body: { mobile: '1234567' } }, { status: 400, code: 'minCiphers', field: 'mobile' }],
    [
      'a birthdate that is none',
      { body: { birthdate: '2001-02-31' } },
      { status: 400, code: 'dateValid', field: 'birthdate' },
    ],
    [
      'removed that is no boolean',
      { body: { removed: 'yes' } },
      { status: 400, code: 'mustBeBoolean', field: 'removed' },
    ],
    ['a field the row has not', { body: { role: 'Træner' } }, { status: 400, code: 'unknownField' }],
  ],
});

badInput(ctx, 'POST import/groups', {
  tables,
  call: (body: Later) => admin().importGroups({ params: club(), body: body() as never }),
  cases: [
    ['an empty list', () => ({ groups: [] }), { status: 400, code: 'required', field: 'groups' }],
    [
      'an action that is none',
      () => ({ groups: [{ id: 'Fodbold-Senior', action: 'merge' }] }),
      { status: 400, code: 'invalidAction', field: 'groups.0.action' },
    ],
    [
      'a match without a group',
      () => ({ groups: [{ id: 'Fodbold-Senior', action: 'match' }] }),
      { status: 400, code: 'groupRequired', field: 'groups.0.groupId' },
    ],
    [
      'an id over the house limit',
      () => ({ groups: [{ id: 'x'.repeat(textLimits.title + 1), action: 'skip' }] }),
      { status: 400, code: 'maxLength', field: 'groups.0.id' },
    ],
    [
      'a source group not in the import',
      () => ({ groups: [{ id: 'Håndbold', action: 'skip' }] }),
      { status: 404, code: 'importMappingNotFound', field: 'groups.0.id' },
    ],
    [
      'a group of club B (after a good entry: nothing written)',
      () => ({
        groups: [
          { id: 'Fodbold-Senior', action: 'skip' },
          { id: 'Fodbold', action: 'match', groupId: ctx.world.groups.b },
        ],
      }),
      { status: 404, code: 'importMappingNotFound', field: 'groups.1.id' },
    ],
    [
      "club B's group",
      () => ({ groups: [{ id: 'Fodbold-Senior', action: 'match', groupId: ctx.world.groups.b }] }),
      { status: 404, code: 'unknownGroup', field: 'groups.0.groupId' },
    ],
    [
      'an unknown group',
      () => ({ groups: [{ id: 'Fodbold-Senior', action: 'match', groupId: 2_000_000_000 }] }),
      { status: 404, code: 'unknownGroup', field: 'groups.0.groupId' },
    ],
  ],
});

badInput(ctx, 'POST import/roles', {
  tables,
  call: (body: Record<string, unknown>) => admin().importRoles({ params: club(), body: body as never }),
  cases: [
    ['an empty list', { roles: [] }, { status: 400, code: 'required', field: 'roles' }],
    [
      'a member type that is none',
      { roles: [{ id: 'Træner', memberType: 4 }] },
      { status: 400, code: 'invalid', field: 'roles.0.memberType' },
    ],
    [
      'a role not in the import',
      { roles: [{ id: 'Spiller', memberType: memberTypeOf('leader') }] },
      { status: 404, code: 'importMappingNotFound', field: 'roles.0.id' },
    ],
  ],
});

badInput(ctx, 'POST AddDummyUsersToGroups', {
  tables,
  call: (body: Later) => admin().addDummyUsersToGroups({ body: body() as never }),
  cases: [
    [
      'no members',
      () => ({ clubId: clubA(), memberIds: [], groupIds: [ctx.world.groups.a] }),
      { status: 400, code: 'required', field: 'memberIds' },
    ],
    [
      'an active member',
      () => ({ clubId: clubA(), memberIds: [String(ctx.world.userIds.memberA)], groupIds: [ctx.world.groups.a] }),
      { status: 400, code: 'notInactiveMember', field: 'memberIds.0' },
    ],
    [
      'no groups',
      () => ({ clubId: clubA(), memberIds: [`i${ctx.world.inactiveIds.a}`], groupIds: [] }),
      { status: 400, code: 'required', field: 'groupIds' },
    ],
    [
      'a group id that is no number',
      () => ({ clubId: clubA(), memberIds: [`i${ctx.world.inactiveIds.a}`], groupIds: ['A'] }),
      { status: 400, code: 'mustBeInteger', field: 'groupIds.0' },
    ],
    [
      "club B's inactive member",
      () => ({ clubId: clubA(), memberIds: [`i${ctx.world.inactiveIds.b}`], groupIds: [ctx.world.groups.a] }),
      { status: 404, code: 'memberNotFound', field: 'memberIds' },
    ],
    [
      "club B's group beside club A's",
      () => ({
        clubId: clubA(),
        memberIds: [`i${ctx.world.inactiveIds.a}`],
        groupIds: [ctx.world.groups.a, ctx.world.groups.b],
      }),
      { status: 404, code: 'unknownGroup', field: 'groupIds' },
    ],
  ],
});

const groupImportCases = [
  ['no members', () => ({ memberIds: [] }), { status: 400, code: 'required', field: 'memberIds' }],
  [
    'a member id that is none',
    () => ({ memberIds: ['x'] }),
    { status: 400, code: 'invalidMemberId', field: 'memberIds.0' },
  ],
  [
    "club B's inactive member beside club A's",
    () => ({ memberIds: [`i${ctx.world.inactiveIds.a}`, `i${ctx.world.inactiveIds.b}`] }),
    { status: 404, code: 'memberNotFound', field: 'memberIds' },
  ],
  [
    'an inactive member that is nobody',
    () => ({ memberIds: ['i2000000000'] }),
    { status: 404, code: 'memberNotFound', field: 'memberIds' },
  ],
] as const;

badInput(ctx, 'POST groupaddimports/:id', {
  tables,
  call: (body: Later) => admin().groupAddImports({ params: { id: ctx.world.groups.a }, body: body() as never }),
  cases: groupImportCases,
});

badInput(ctx, 'POST groupremoveimports/:id', {
  tables,
  call: (body: Later) => admin().groupRemoveImports({ params: { id: ctx.world.groups.a }, body: body() as never }),
  cases: groupImportCases,
});

describe('confirm', () => {
  badInput(ctx, 'POST importusers {importId}', {
    tables,
    call: (importId: () => number) => admin().importUsers({ params: club(), body: { importId: importId() } }),
    cases: [
      ['an id naming no import', () => 2_000_000_000, { status: 404, code: 'importNotFound', field: 'importId' }],
      ["club B's import", () => ids.importB, { status: 404, code: 'importNotFound', field: 'importId' }],
      [
        'an import with a row still to fix',
        () => ids.importA,
        {
          status: 409,
          code: 'importHasProblems',
          field: 'importId',
          message: 'Nogle rækker skal rettes eller fjernes, før importen kan gennemføres',
        },
      ],
    ],
  });
});
