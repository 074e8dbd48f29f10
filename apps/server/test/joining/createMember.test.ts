import { groupRefusals, joiningRefusals, memberRefusals, textLimits, type ImportUsersBody } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { badInput, readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addGroup, addInactive, addUser } from '../members/seedMembers.js';
import { count, inactiveGroups, inactiveIdOf, inactiveRow, joiningTables } from './helpers.js';

/** Create member (`POST /v2/web/importusers/{club}`, spec §4 and §5; ADR 018). */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const create = (body: ImportUsersBody, club = ctx.world.clubA) =>
  ctx.as('adminA').importUsers({ params: { club }, body });

const row = (over: Partial<ImportUsersBody & { members: unknown }> | Record<string, unknown> = {}) => ({
  firstName: 'Mette',
  surname: 'Madsen',
  email: 'mette.madsen@create.klubhus.dk',
  zip: '8000',
  ...over,
});

const groups = {} as Record<'full' | 'roomy', number>;

beforeAll(async () => {
  groups.full = await addGroup(db(), ctx.world.clubA, 'Fuldt hold', 1);
  await addInactive(db(), ctx.world.clubA, { firstName: 'Fylder', surname: 'Holdet' }).then((id) =>
    db().execute(
      sql`insert into inactive_group_members (group_id, club_id, inactive_member_id) values (${groups.full}, ${ctx.world.clubA}, ${id})`,
    ),
  );
  groups.roomy = await addGroup(db(), ctx.world.clubA, 'Plads til to', 2);
});

describe('POST /v2/web/importusers/:club with members', () => {
  it('creates a red member with every field and the note, and answers the overview row', async () => {
    const answer = await create({
      members: [
        {
          firstName: '  Mette ',
          surname: 'Madsen',
          email: 'Mette.Madsen@create.klubhus.dk',
          zip: '8000',
          mobile: '12345678',
          birthdate: '1984-05-17',
          address: 'Nørregade 3',
          city: 'Aarhus C',
          note: 'Mødte op til træning i maj',
          groupIds: [ctx.world.groups.a],
        },
      ],
    });
    expect(answer.members).toEqual([
      {
        id: expect.stringMatching(/^i\d+$/),
        userId: null,
        firstName: 'Mette',
        surname: 'Madsen',
        email: 'Mette.Madsen@create.klubhus.dk',
        mobile: '12345678',
        zip: '8000',
        birthdate: '1984-05-17',
        type: 1,
        status: 'notInvited',
        imageUrl: null,
        groupIds: [ctx.world.groups.a],
        leaderOf: [],
      },
    ]);
    const id = inactiveIdOf(answer.members[0]?.id ?? '');
    expect(await inactiveRow(db(), id)).toEqual({
      club_id: ctx.world.clubA,
      first_name: 'Mette',
      surname: 'Madsen',
      email: 'Mette.Madsen@create.klubhus.dk',
      zip: '8000',
      mobile: '12345678',
      birthdate: '1984-05-17',
      address: 'Nørregade 3',
      city: 'Aarhus C',
      note: 'Mødte op til træning i maj',
      invited_at: null,
    });
    expect(await inactiveGroups(db(), id)).toEqual([ctx.world.groups.a]);
    // The members list shows them as red, in the group.
    const overview = await ctx.as('adminA').memberOverview({
      params: { club: ctx.world.clubA },
      query: { group: String(ctx.world.groups.a), search: 'Mette.Madsen' },
    });
    expect(overview.members.map((member) => [member.id, member.status])).toEqual([[`i${id}`, 'notInvited']]);
  });

  it('leaves the optional fields null and the member in no group by default', async () => {
    const { members } = await create({ members: [row({ email: 'bare@create.klubhus.dk', mobile: '', city: null })] });
    const id = inactiveIdOf(members[0]?.id ?? '');
    expect(await inactiveRow(db(), id)).toMatchObject({
      mobile: null,
      birthdate: null,
      address: null,
      city: null,
      note: null,
    });
    expect(await inactiveGroups(db(), id)).toEqual([]);
  });

  it('creates several rows in one transaction, in order, and lets members share an e-mail (a parent and child)', async () => {
    const shared = 'familien.holm@create.klubhus.dk';
    const { members } = await create({
      members: [
        row({ firstName: 'Hanne', surname: 'Holm', email: shared, groupIds: [ctx.world.groups.a, ctx.world.groups.a] }),
        row({ firstName: 'Emil', surname: 'Holm', email: shared.toUpperCase(), groupIds: [ctx.world.groups.otherA] }),
      ],
    });
    expect(members.map((member) => [member.firstName, member.groupIds])).toEqual([
      ['Hanne', [ctx.world.groups.a]],
      ['Emil', [ctx.world.groups.otherA]],
    ]);
    const [first, second] = members.map((member) => inactiveIdOf(member.id));
    expect(second).toBeGreaterThan(first ?? Infinity);
  });

  it("accepts an e-mail an account outside the club has, or another inactive member's", async () => {
    const outside = await addUser(db(), ctx.world.clubB, {
      firstName: 'Ude',
      surname: 'B',
      email: 'ude@create.klubhus.dk',
    });
    expect(outside).toBeGreaterThan(0);
    await addInactive(db(), ctx.world.clubA, { firstName: 'Ind', surname: 'A', email: 'ind@create.klubhus.dk' });
    const { members } = await create({
      members: [row({ email: 'UDE@create.klubhus.dk' }), row({ email: 'ind@create.klubhus.dk' })],
    });
    expect(members).toHaveLength(2);
  });

  it("refuses an e-mail an active member of the club has, whatever its case, on the row's e-mail (409)", async () => {
    const before = await readTables(db(), joiningTables);
    expect(await failure(create({ members: [row(), row({ email: 'MemberA@Test.Klubhus.dk' })] }))).toEqual({
      status: 409,
      code: memberRefusals.emailInUse.code,
      field: 'members.1.email',
      message: 'Denne e-mail er allerede i brug',
    });
    expect(await readTables(db(), joiningTables)).toEqual(before);
  });

  it('fills a group to its maxUsers and refuses the member past it: "For mange medlemmer" (409)', async () => {
    await create({ members: [row({ email: 'plads1@create.klubhus.dk', groupIds: [groups.roomy] })] });
    expect(
      await failure(
        create({
          members: [
            row({ email: 'plads2@create.klubhus.dk', groupIds: [groups.roomy] }),
            row({ email: 'plads3@create.klubhus.dk', groupIds: [groups.roomy] }),
          ],
        }),
      ),
    ).toEqual({
      status: 409,
      code: groupRefusals.tooManyMembers.code,
      field: 'members.1.groupIds',
      message: 'For mange medlemmer',
    });
    await create({ members: [row({ email: 'plads2@create.klubhus.dk', groupIds: [groups.roomy] })] });
    expect(
      await count(db(), sql`select count(*)::int as n from inactive_group_members where group_id = ${groups.roomy}`),
    ).toBe(2);
  });

  it("creates in the caller's club only: another club's administrator answers 403 and nothing is written", async () => {
    const before = await readTables(db(), joiningTables);
    expect(
      await failure(ctx.as('adminB').importUsers({ params: { club: ctx.world.clubA }, body: { members: [row()] } })),
    ).toMatchObject({ status: 403 });
    expect(await readTables(db(), joiningTables)).toEqual(before);
  });
});

describe('POST /v2/web/importusers/:club with importId', () => {
  it('answers 404 importNotFound: no import can be staged before "Joining III"', async () => {
    expect(await failure(create({ importId: 1 }))).toEqual({
      status: 404,
      code: joiningRefusals.importNotFound.code,
      field: 'importId',
      message: joiningRefusals.importNotFound.message,
    });
  });
});

const fiftyOne = Array.from({ length: 51 }, (_, index) => row({ email: `r${index}@create.klubhus.dk` }));

/** A case's body, or a function making it when the case runs (after the world is seeded). */
type Body = unknown;

badInput<Body>(ctx, 'importUsers', {
  tables: joiningTables,
  call: (body) => create((typeof body === 'function' ? (body as () => unknown)() : body) as ImportUsersBody),
  cases: [
    ['an empty body', {}, { status: 400, code: 'membersOrImportId' }],
    ['both members and importId', { members: [row()], importId: 1 }, { status: 400, code: 'membersOrImportId' }],
    ['no rows', { members: [] }, { status: 400, code: 'required', field: 'members' }],
    ['rows not a list', { members: row() }, { status: 400, code: 'mustBeList', field: 'members' }],
    ['more rows than a call takes', { members: fiftyOne }, { status: 400, code: 'tooManyRows', field: 'members' }],
    [
      'no first name',
      { members: [row({ firstName: ' ' })] },
      { status: 400, code: 'required', field: 'members.0.firstName' },
    ],
    [
      'a number for a surname',
      { members: [row({ surname: 7 })] },
      { status: 400, code: 'required', field: 'members.0.surname' },
    ],
    [
      'no e-mail',
      { members: [row({ email: undefined })] },
      { status: 400, code: 'required', field: 'members.0.email' },
    ],
    [
      'an invalid e-mail',
      { members: [row({ email: 'mette@' })] },
      { status: 400, code: 'emailValid', field: 'members.0.email' },
    ],
    ['no zip', { members: [row({ zip: '' })] }, { status: 400, code: 'required', field: 'members.0.zip' }],
    [
      'a zip of letters',
      { members: [row({ zip: 'abcd' })] },
      { status: 400, code: 'mustBeANumber', field: 'members.0.zip' },
    ],
    [
      'a zip of 3 digits',
      { members: [row({ zip: '800' })] },
      { status: 400, code: 'minCiphers', field: 'members.0.zip' },
    ],
    [
      'a mobile of 7 digits',
      { members: [row({ mobile: '1234567' })] },
      { status: 400, code: 'minCiphers', field: 'members.0.mobile' },
    ],
    [
      'an impossible birthdate',
      { members: [row({ birthdate: '2001-02-30' })] },
      { status: 400, code: 'dateValid', field: 'members.0.birthdate' },
    ],
    [
      'a name over the limit',
      { members: [row({ firstName: 'x'.repeat(textLimits.name + 1) })] },
      { status: 400, code: 'maxLength', field: 'members.0.firstName' },
    ],
    [
      'a note over the limit',
      { members: [row({ note: 'x'.repeat(textLimits.freeText + 1) })] },
      { status: 400, code: 'maxLength', field: 'members.0.note' },
    ],
    [
      'a control character in a city',
      { members: [row({ city: 'Aar\u0007hus' })] },
      { status: 400, code: 'invalidCharacter', field: 'members.0.city' },
    ],
    [
      'groups not a list',
      { members: [row({ groupIds: 3 })] },
      { status: 400, code: 'mustBeList', field: 'members.0.groupIds' },
    ],
    [
      'a group id of text',
      { members: [row({ groupIds: ['a'] })] },
      { status: 400, code: 'mustBeInteger', field: 'members.0.groupIds.0' },
    ],
    [
      'an unknown group',
      { members: [row({ groupIds: [2_000_000_000] })] },
      { status: 404, code: 'unknownGroup', field: 'members.0.groupIds', message: 'Gruppen findes ikke i foreningen' },
    ],
    [
      "another club's group, on the second row",
      () => ({ members: [row(), row({ email: 'to@create.klubhus.dk', groupIds: [ctx.world.groups.b] })] }),
      { status: 404, code: 'unknownGroup', field: 'members.1.groupIds' },
    ],
    ['an unknown import', { importId: 2_000_000_000 }, { status: 404, code: 'importNotFound', field: 'importId' }],
    ['an import id of text', { importId: 'x' }, { status: 400, code: 'mustBeInteger', field: 'importId' }],
  ],
});
