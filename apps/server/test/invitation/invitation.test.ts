import {
  invitationRefusals,
  joiningRefusals,
  MAX_LINK_GROUPS,
  memberRefusals,
  memberTypeOf,
  textLimits,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api, randomAddress } from '../support/api.js';
import { badInput, readTables, type BadCase } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { seedLink, type SeededLink } from '../support/links.js';
import { useWorld } from '../support/world.js';
import {
  addChild,
  counterOf,
  groupRequestsOf,
  joinTables,
  membershipsOf,
  newClub,
  newPerson,
  type Person,
} from './helpers.js';

/** "Joining II" (ADR 019): the invitation view, joining through a link, and group requests. */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const invalidClubToken = (field: string) =>
  ({
    status: 400,
    code: invitationRefusals.invalidClubToken.code,
    message: invitationRefusals.invalidClubToken.message,
    field,
  }) as const;

const insertGroup = async (clubId: number, title: string, options: { hidden?: boolean; parentId?: number } = {}) => {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into groups (club_id, title, hidden_for_members, parent_id)
        values (${clubId}, ${title}, ${options.hidden ?? false}, ${options.parentId ?? null}) returning id`,
  );
  return Number(row?.id);
};

describe('POST /v2/login/checkclublink', () => {
  it("answers the groups a holder may request in Danish order, the link's groups and the club's data policy", async () => {
    const clubId = await newClub(db(), 'Gruppeklubben', { dataPolicyLink: 'https://klub.dk/politik' });
    const zebra = await insertGroup(clubId, 'Zebra');
    const aeble = await insertGroup(clubId, 'Æbler');
    const aa = await insertGroup(clubId, 'Aalborg-holdet');
    const board = await insertGroup(clubId, 'Bestyrelse', { hidden: true });
    const secret = await insertGroup(clubId, 'Hemmelig', { hidden: true });
    const underSecret = await insertGroup(clubId, 'Under hemmelig', { parentId: secret });
    const underZebra = await insertGroup(clubId, 'Føl', { parentId: zebra });
    const link = await seedLink(ctx.t, clubId, { groupIds: [board, zebra] });
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: link.token } })).toEqual({
      valid: true,
      id: clubId,
      name: 'Gruppeklubben',
      imageUrl: null,
      invitedByName: null,
      invitedByImage: null,
      // Not hidden, plus the link's own hidden board; "Aa" sorts as å, after æ; a parent outside the list is null.
      groups: [
        { userGroupId: board, parentUserGroupId: null, title: 'Bestyrelse' },
        { userGroupId: underZebra, parentUserGroupId: zebra, title: 'Føl' },
        { userGroupId: underSecret, parentUserGroupId: null, title: 'Under hemmelig' },
        { userGroupId: zebra, parentUserGroupId: null, title: 'Zebra' },
        { userGroupId: aeble, parentUserGroupId: null, title: 'Æbler' },
        { userGroupId: aa, parentUserGroupId: null, title: 'Aalborg-holdet' },
      ],
      linkGroupIds: [board, zebra].sort((a, b) => a - b),
      dataPolicyLink: 'https://klub.dk/politik',
    });
    // Another link of the club, naming nothing, offers no hidden group.
    const plain = await seedLink(ctx.t, clubId);
    const info = await api(ctx.t).checkClubLink({ body: { clubToken: plain.token } });
    expect(info.valid && info.groups.map((group) => group.userGroupId)).not.toContain(board);
    expect(info.valid && info.linkGroupIds).toEqual([]);
  });

  it('looks up at most 60 links a minute from one address, then 429', async () => {
    const address = randomAddress();
    const lookup = (from: string) => api(ctx.t, { address: from }).checkClubLink({ body: { clubToken: 'nope' } });
    for (let n = 1; n <= 60; n++) expect(await codeOf(lookup(address))).toBe('ok');
    expect(await codeOf(lookup(address))).toMatch(/^429 /);
    expect(await codeOf(lookup(randomAddress()))).toBe('ok');
  });
});

describe('POST /v3/clubs/join', () => {
  it('makes the caller a plain member since the Copenhagen date, counts the link once, in the link’s club only', async () => {
    const person = await newPerson(ctx.t, 'Johanne');
    const link = await seedLink(ctx.t, ctx.world.clubA);
    // 23:30 UTC on 15 January is 00:30 on the 16th in Copenhagen.
    ctx.t.clock.stopAt(new Date('2026-01-15T23:30:00Z'));
    try {
      expect(await person.as.joinClub({ body: { clubToken: link.token } })).toEqual({
        clubId: ctx.world.clubA,
        joined: true,
      });
    } finally {
      ctx.t.clock.resume();
    }
    expect(await membershipsOf(db(), person.userId)).toEqual([
      { club_id: ctx.world.clubA, type: memberTypeOf('member'), member_since: '2026-01-16' },
    ]);
    expect(await counterOf(db(), link.id)).toBe(1);
    // Club A has no data-policy link: nothing to record.
    expect(await queryRows(db(), sql`select 1 from data_policy_acceptances where user_id = ${person.userId}`)).toEqual(
      [],
    );
  });

  it('answers joined: false to a member already, and writes nothing, the counter neither', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    const before = await readTables(db(), joinTables);
    expect(await ctx.as('adminA').joinClub({ body: { clubToken: link.token, AcceptsDataPolicy: true } })).toEqual({
      clubId: ctx.world.clubA,
      joined: false,
    });
    expect(await readTables(db(), joinTables)).toEqual(before);
    expect(await counterOf(db(), link.id)).toBe(0);
  });

  it("needs the club's data policy accepted where it has one, and records the acceptance once", async () => {
    const clubId = await newClub(db(), 'Politikklubben', { dataPolicyLink: 'https://klub.dk/politik' });
    const link = await seedLink(ctx.t, clubId);
    const person = await newPerson(ctx.t, 'Karla');
    const before = await readTables(db(), joinTables);
    for (const body of [{ clubToken: link.token }, { clubToken: link.token, AcceptsDataPolicy: false }]) {
      expect(await failure(person.as.joinClub({ body }))).toEqual({
        status: 400,
        code: joiningRefusals.dataPolicyRequired.code,
        message: joiningRefusals.dataPolicyRequired.message,
        field: 'AcceptsDataPolicy',
      });
    }
    expect(await readTables(db(), joinTables)).toEqual(before);
    expect(await person.as.joinClub({ body: { clubToken: link.token, AcceptsDataPolicy: true } })).toEqual({
      clubId,
      joined: true,
    });
    const accepted = await queryRows<{ club_id: number }>(
      db(),
      sql`select club_id from data_policy_acceptances where user_id = ${person.userId}`,
    );
    expect(accepted).toEqual([{ club_id: clubId }]);
  });

  it("answers the person's pending request to join the club with the membership", async () => {
    const person = await newPerson(ctx.t, 'Viggo');
    await db().execute(sql`insert into club_requests (club_id, user_id) values (${ctx.world.clubB}, ${person.userId})`);
    const link = await seedLink(ctx.t, ctx.world.clubB);
    expect(await person.as.joinClub({ body: { clubToken: link.token } })).toEqual({
      clubId: ctx.world.clubB,
      joined: true,
    });
    expect(await queryRows(db(), sql`select 1 from club_requests where user_id = ${person.userId}`)).toEqual([]);
  });

  badInput(ctx, 'POST /v3/clubs/join', {
    tables: joinTables,
    call: (body: unknown) => ctx.as('loner').joinClub({ body: body as { clubToken: string } }),
    cases: [
      ['no body fields', {}, { status: 400, code: 'required', field: 'clubToken' }],
      ['a blank token', { clubToken: '  ' }, { status: 400, code: 'required', field: 'clubToken' }],
      ['a token as a number', { clubToken: 12 }, { status: 400, code: 'required', field: 'clubToken' }],
      [
        'a token over the limit',
        { clubToken: 'x'.repeat(textLimits.linkToken + 1) },
        { status: 400, code: 'maxLength', field: 'clubToken' },
      ],
      ['a NUL in the token', { clubToken: 'a\u0000b' }, { status: 400, code: 'invalidCharacter', field: 'clubToken' }],
      [
        'AcceptsDataPolicy as text',
        { clubToken: 'nope', AcceptsDataPolicy: 'yes' },
        { status: 400, code: 'mustBeBoolean', field: 'AcceptsDataPolicy' },
      ],
      ['an unknown key', { clubToken: 'nope', clubId: 1 }, { status: 400, code: 'unknownField', field: 'clubId' }],
      ['an unknown token', { clubToken: 'no-such-link' }, invalidClubToken('clubToken')],
    ] as BadCase<unknown>[],
  });
});

describe('POST /v1/clubs/request (department requests off, the default)', () => {
  it('answers 404 featureOff and writes nothing', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA);
    const before = await readTables(db(), joinTables);
    expect(await failure(ctx.as('loner').requestClub({ body: { clubToken: link.token } }))).toMatchObject({
      status: 404,
      code: memberRefusals.featureOff.code,
      message: memberRefusals.featureOff.message,
    });
    expect(await readTables(db(), joinTables)).toEqual(before);
  });
});

describe('POST /v3/clubs/{club}/groups/request', () => {
  let clubId: number;
  let parent: Person;
  let open: number;
  let openToo: number;
  let hidden: number;
  let linkWithHidden: SeededLink;
  let otherClubGroup: number;
  beforeAll(async () => {
    parent = await newPerson(ctx.t, 'Forælder');
    clubId = await newClub(db(), 'Anmodningsklubben', { people: [[parent.userId, 'member']] });
    open = await insertGroup(clubId, 'U9');
    openToo = await insertGroup(clubId, 'U10');
    hidden = await insertGroup(clubId, 'Talenthold', { hidden: true });
    linkWithHidden = await seedLink(ctx.t, clubId, { groupIds: [hidden] });
    otherClubGroup = await insertGroup(ctx.world.clubB, 'Andet hold');
  });
  const request = (who: Person, body: { groupIds: number[]; userId?: number }, registerToken?: string, club = clubId) =>
    who.as.requestGroups({
      params: { clubId: club },
      query: registerToken === undefined ? {} : { registerToken },
      body,
    });

  it("requests groups for the caller once; a repeat keeps the first request; the person's groups are answered as such", async () => {
    await db().execute(
      sql`insert into group_members (group_id, club_id, user_id) values (${openToo}, ${clubId}, ${parent.userId})`,
    );
    expect(await request(parent, { groupIds: [open, openToo, open] })).toEqual({
      requested: [open],
      alreadyMember: [openToo],
    });
    const [first] = await queryRows<{ created_at: Date }>(
      db(),
      sql`select created_at from group_requests where user_id = ${parent.userId} and group_id = ${open}`,
    );
    expect(await request(parent, { groupIds: [open] })).toEqual({ requested: [open], alreadyMember: [] });
    const [again] = await queryRows<{ created_at: Date }>(
      db(),
      sql`select created_at from group_requests where user_id = ${parent.userId} and group_id = ${open}`,
    );
    expect(again?.created_at).toEqual(first?.created_at);
    expect(await groupRequestsOf(db(), parent.userId)).toEqual([open]);
  });

  it("requests groups for the caller's child in the club, and for nobody else's", async () => {
    const child = await addChild(db(), clubId, parent.userId, 'Lille');
    expect(await request(parent, { groupIds: [openToo], userId: child })).toEqual({
      requested: [openToo],
      alreadyMember: [],
    });
    expect(await groupRequestsOf(db(), child)).toEqual([openToo]);
    // A child related the other way round (the child's side says "parent") is the same child.
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (first_name, surname) values ('Anden', 'Barn') returning id`,
    );
    const second = Number(other?.id);
    await db().execute(sql`insert into memberships (club_id, user_id) values (${clubId}, ${second})`);
    await db().execute(
      sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
          values (${clubId}, ${second}, ${parent.userId}, 2)`,
    );
    expect(await request(parent, { groupIds: [open], userId: second })).toEqual({
      requested: [open],
      alreadyMember: [],
    });
  });

  it('requests a group hidden for members only through a working link of this club naming it', async () => {
    const someone = await newPerson(ctx.t, 'Skjult');
    await db().execute(sql`insert into memberships (club_id, user_id) values (${clubId}, ${someone.userId})`);
    expect(await failure(request(someone, { groupIds: [hidden] }))).toMatchObject({
      status: 404,
      code: 'unknownGroup',
      field: 'groupIds',
    });
    const plain = await seedLink(ctx.t, clubId);
    expect(await failure(request(someone, { groupIds: [hidden] }, plain.token))).toMatchObject({
      status: 404,
      code: 'unknownGroup',
    });
    expect(await request(someone, { groupIds: [hidden, open] }, linkWithHidden.token)).toEqual({
      requested: [hidden, open].sort((a, b) => a - b),
      alreadyMember: [],
    });
  });

  it("refuses a link of another club as registerToken: a link of club A cannot serve club B's groups", async () => {
    const linkOfA = await seedLink(ctx.t, ctx.world.clubA, { groupIds: [ctx.world.groups.a] });
    const adminB = { userId: ctx.world.userIds.adminB, token: '', as: ctx.as('adminB') };
    const before = await readTables(db(), ['group_requests']);
    expect(await failure(request(adminB, { groupIds: [ctx.world.groups.b] }, linkOfA.token, ctx.world.clubB))).toEqual(
      invalidClubToken('registerToken'),
    );
    expect(await readTables(db(), ['group_requests'])).toEqual(before);
  });

  const someonesChild = async () => {
    const other = await newPerson(ctx.t, 'Fremmed');
    await db().execute(sql`insert into memberships (club_id, user_id) values (${clubId}, ${other.userId})`);
    return addChild(db(), clubId, other.userId, 'Fremmedbarn');
  };
  let strangersChild = 0;
  beforeAll(async () => {
    strangersChild = await someonesChild();
  });

  badInput(ctx, 'POST /v3/clubs/{club}/groups/request', {
    tables: ['group_requests'],
    call: (make: () => { body: unknown; registerToken?: unknown }) => {
      const { body, registerToken } = make();
      return parent.as.requestGroups({
        params: { clubId },
        query: (registerToken === undefined ? {} : { registerToken }) as { registerToken?: string },
        body: body as { groupIds: number[] },
      });
    },
    cases: [
      ['no groupIds', () => ({ body: {} }), { status: 400, code: 'mustBeList', field: 'groupIds' }],
      ['an empty list', () => ({ body: { groupIds: [] } }), { status: 400, code: 'required', field: 'groupIds' }],
      [
        'groupIds as text',
        () => ({ body: { groupIds: 'U9' } }),
        { status: 400, code: 'mustBeList', field: 'groupIds' },
      ],
      [
        'an id as text',
        () => ({ body: { groupIds: ['1'] } }),
        { status: 400, code: 'mustBeInteger', field: 'groupIds.0' },
      ],
      [
        `${MAX_LINK_GROUPS + 1} groups`,
        () => ({ body: { groupIds: Array.from({ length: MAX_LINK_GROUPS + 1 }, (_, i) => i + 1) } }),
        { status: 400, code: 'tooManyGroups', field: 'groupIds' },
      ],
      [
        'userId as text',
        () => ({ body: { groupIds: [open], userId: 'me' } }),
        { status: 400, code: 'mustBeInteger', field: 'userId' },
      ],
      [
        'an unknown key',
        () => ({ body: { groupIds: [open], clubId: 1 } }),
        { status: 400, code: 'unknownField', field: 'clubId' },
      ],
      [
        'a blank registerToken',
        () => ({ body: { groupIds: [open] }, registerToken: ' ' }),
        { status: 400, code: 'required', field: 'registerToken' },
      ],
      [
        'a registerToken over the limit',
        () => ({ body: { groupIds: [open] }, registerToken: 'x'.repeat(textLimits.linkToken + 1) }),
        { status: 400, code: 'maxLength', field: 'registerToken' },
      ],
      [
        'an unknown registerToken',
        () => ({ body: { groupIds: [open] }, registerToken: 'no-such-link' }),
        invalidClubToken('registerToken'),
      ],
      [
        'an unknown group',
        () => ({ body: { groupIds: [open, 2_000_000_000] } }),
        { status: 404, code: 'unknownGroup', field: 'groupIds' },
      ],
      [
        "another club's group",
        () => ({ body: { groupIds: [otherClubGroup] } }),
        { status: 404, code: 'unknownGroup', field: 'groupIds' },
      ],
      [
        'a group hidden for members, without a link',
        () => ({ body: { groupIds: [hidden] } }),
        { status: 404, code: 'unknownGroup', field: 'groupIds' },
      ],
      [
        'an unknown person',
        () => ({ body: { groupIds: [open], userId: 2_000_000_000 } }),
        { status: 404, code: memberRefusals.memberNotFound.code, field: 'userId' },
      ],
      [
        "someone else's child",
        () => ({ body: { groupIds: [open], userId: strangersChild } }),
        { status: 404, code: memberRefusals.memberNotFound.code, field: 'userId' },
      ],
      [
        'a member of another club',
        () => ({ body: { groupIds: [open], userId: ctx.world.userIds.adminB } }),
        { status: 404, code: memberRefusals.memberNotFound.code, field: 'userId' },
      ],
    ] as BadCase<() => { body: unknown; registerToken?: unknown }>[],
  });
});
