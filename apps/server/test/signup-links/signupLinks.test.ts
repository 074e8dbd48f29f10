import { createHmac } from 'node:crypto';
import { invitationRefusals, MAX_ACTIVE_LINKS, MAX_LINK_GROUPS, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { DAY_MS, HOUR_MS } from '../../src/shared/clock.js';
import { hashToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { badInput, readTables, type BadCase } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { seedLink } from '../support/links.js';
import { TEST_LINK_KEY } from '../support/testConfig.js';
import { useWorld } from '../support/world.js';

/** The members screen's "Tilmeldingslink" dialog on the server (ADR 019): making, listing and deleting links. */
const ctx = useWorld();
const admin = () => ctx.as('adminA');
const db = () => ctx.t.database.db;
const linkTables = ['club_links', 'club_link_groups'] as const;

const unknownGroup = (field: string) => ({ status: 404, code: 'unknownGroup', field }) as const;

/** A club of its own, administered by club A's administrator, with two groups: for counts that must start at 0. */
const ownClub = async (title: string) => {
  const [club] = await queryRows<{ id: number }>(
    db(),
    sql`insert into clubs (title, country_code) values (${title}, 'DK') returning id`,
  );
  const clubId = Number(club?.id);
  await db().execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${ctx.world.userIds.adminA}, ${memberTypeOf('admin')})`,
  );
  const groups = await queryRows<{ id: number }>(
    db(),
    sql`insert into groups (club_id, title) values (${clubId}, 'Hold 1'), (${clubId}, 'Hold 2') returning id`,
  );
  return { clubId, groups: groups.map((row) => Number(row.id)) };
};

describe('POST /v2/web/clubcreatelink/{club}', () => {
  it('makes a link valid 90 days from the clock, naming the groups, made by the caller; only its hash and nonce are kept', async () => {
    const at = new Date(ctx.t.clock.now().getTime());
    ctx.t.clock.stopAt(at);
    try {
      const link = await admin().createClubLink({
        params: { clubId: ctx.world.clubA },
        body: { groupIds: [ctx.world.groups.otherA, ctx.world.groups.a, ctx.world.groups.a] },
      });
      expect(link).toEqual({
        clubLinkId: expect.any(Number),
        token: expect.any(String),
        validTo: new Date(at.getTime() + 90 * DAY_MS).toISOString(),
        counter: 0,
        createdBy: { firstName: 'adminA', surname: 'Test' },
        createdByUserId: ctx.world.userIds.adminA,
        groupIds: [ctx.world.groups.a, ctx.world.groups.otherA].sort((a, b) => a - b),
        clubId: ctx.world.clubA,
      });
      const [row] = await queryRows<{ token_hash: string; nonce: string; created_at: Date }>(
        db(),
        sql`select token_hash, nonce, created_at from club_links where id = ${link.clubLinkId}`,
      );
      // The token is the HMAC of its nonce under the link key; the row holds neither the token nor the key.
      expect(link.token).toBe(
        createHmac('sha256', TEST_LINK_KEY).update(`club-link:${row?.nonce}`).digest('base64url'),
      );
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row?.token_hash).toBe(hashToken(link.token ?? ''));
      expect(JSON.stringify(row)).not.toContain(link.token);
      expect(row?.nonce.length).toBeGreaterThanOrEqual(22);
      expect(new Date(row?.created_at ?? 0).toISOString()).toBe(at.toISOString());
      const groups = await queryRows<{ group_id: number; club_id: number }>(
        db(),
        sql`select group_id, club_id from club_link_groups where link_id = ${link.clubLinkId} order by group_id`,
      );
      expect(groups.map((group) => group.club_id)).toEqual([ctx.world.clubA, ctx.world.clubA]);
      // It opens the invitation view at once.
      expect(await api(ctx.t).checkClubLink({ body: { clubToken: link.token ?? '' } })).toMatchObject({
        valid: true,
        id: ctx.world.clubA,
        invitedByName: 'adminA Test',
        linkGroupIds: link.groupIds,
      });
    } finally {
      ctx.t.clock.resume();
    }
  });

  it('makes a link of the club alone without groups, each with a token of its own', async () => {
    const first = await admin().createClubLink({ params: { clubId: ctx.world.clubA }, body: {} });
    const second = await admin().createClubLink({ params: { clubId: ctx.world.clubA }, body: { groupIds: [] } });
    expect(first.groupIds).toEqual([]);
    expect(second.groupIds).toEqual([]);
    expect(first.token).not.toBe(second.token);
  });

  it(`allows ${MAX_ACTIVE_LINKS} working links per club, then 409 tooManyLinks; expired links do not count`, async () => {
    const { clubId } = await ownClub('Linkklubben');
    // Five links that expired long ago, and all but one of the limit working.
    await db().execute(
      sql`insert into club_links (club_id, token_hash, valid_to)
          select ${clubId}, 'expired-' || n || '-' || ${clubId}, now() - interval '1 day' from generate_series(1, 5) n`,
    );
    await db().execute(
      sql`insert into club_links (club_id, token_hash, valid_to)
          select ${clubId}, 'working-' || n || '-' || ${clubId}, ${new Date(ctx.t.clock.now().getTime() + HOUR_MS)}::timestamptz
            from generate_series(1, ${MAX_ACTIVE_LINKS - 1}) n`,
    );
    expect(await codeOf(admin().createClubLink({ params: { clubId }, body: {} }))).toBe('ok');
    const before = await readTables(db(), linkTables);
    expect(await failure(admin().createClubLink({ params: { clubId }, body: {} }))).toEqual({
      status: 409,
      code: invitationRefusals.tooManyLinks.code,
      message: invitationRefusals.tooManyLinks.message,
      field: undefined,
    });
    expect(await readTables(db(), linkTables)).toEqual(before);
    // An hour later the 99 have expired: room again.
    ctx.t.clock.advance(HOUR_MS + 1);
    try {
      expect(await codeOf(admin().createClubLink({ params: { clubId }, body: {} }))).toBe('ok');
    } finally {
      ctx.t.clock.advance(-(HOUR_MS + 1));
    }
  });

  const tooMany = Array.from({ length: MAX_LINK_GROUPS + 1 }, (_, i) => i + 1);
  badInput(ctx, 'POST /v2/web/clubcreatelink/{club}', {
    tables: linkTables,
    call: (body: () => unknown) =>
      admin().createClubLink({ params: { clubId: ctx.world.clubA }, body: body() as { groupIds: number[] } }),
    cases: [
      ['groupIds as text', () => ({ groupIds: 'all' }), { status: 400, code: 'mustBeList', field: 'groupIds' }],
      ['groupIds null', () => ({ groupIds: null }), { status: 400, code: 'mustBeList', field: 'groupIds' }],
      ['an id as text', () => ({ groupIds: ['1'] }), { status: 400, code: 'mustBeInteger', field: 'groupIds.0' }],
      ['an id of 0', () => ({ groupIds: [0] }), { status: 400, code: 'mustBeAPositiveNumber', field: 'groupIds.0' }],
      ['an id past 2^31', () => ({ groupIds: [2 ** 31] }), { status: 400, code: 'idTooLarge', field: 'groupIds.0' }],
      [
        `${MAX_LINK_GROUPS + 1} groups`,
        () => ({ groupIds: tooMany }),
        { status: 400, code: 'tooManyGroups', field: 'groupIds' },
      ],
      ['an unknown key', () => ({ groupIds: [], title: 'x' }), { status: 400, code: 'unknownField', field: 'title' }],
      ['an unknown group', () => ({ groupIds: [2_000_000_000] }), unknownGroup('groupIds')],
      ["another club's group", () => ({ groupIds: [ctx.world.groups.b] }), unknownGroup('groupIds')],
      [
        "another club's group beside the club's own",
        () => ({ groupIds: [ctx.world.groups.a, ctx.world.groups.b] }),
        unknownGroup('groupIds'),
      ],
    ] as BadCase<() => unknown>[],
  });
});

describe('GET /v2/web/clublinks/{club}', () => {
  it("lists the target's working links newest first: the club's alone without groupId, the group's with it", async () => {
    const { clubId, groups } = await ownClub('Oversigtsklubben');
    const [g1 = 0, g2 = 0] = groups;
    const start = ctx.t.clock.now().getTime();
    const made = async (minutesAgo: number, groupIds: number[], token?: string) =>
      (
        await seedLink(ctx.t, clubId, {
          groupIds,
          token,
          createdBy: ctx.world.userIds.adminA,
          madeAt: new Date(start - minutesAgo * 60_000),
        })
      ).id;
    const clubOld = await made(30, []);
    const clubNew = await made(10, []);
    const legacy = await made(20, [], `gammel-${clubId}`);
    const both = await made(5, [g1, g2]);
    const onlyFirst = await made(15, [g1]);
    await made(90 * 24 * 60 + 1, []); // expired a minute ago
    await db().execute(sql`update club_links set counter = 3 where id = ${clubNew}`);
    const list = (groupId?: number) =>
      admin().clubLinks({ params: { clubId }, query: groupId === undefined ? {} : { groupId } });

    const club = await list();
    expect(club.organisationHost).toBe('localhost');
    expect(club.links.map((link) => link.clubLinkId)).toEqual([clubNew, legacy, clubOld]);
    expect(club.links[0]).toEqual({
      clubLinkId: clubNew,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      validTo: new Date(start - 10 * 60_000 + 90 * DAY_MS).toISOString(),
      counter: 3,
      createdBy: { firstName: 'adminA', surname: 'Test' },
      createdByUserId: ctx.world.userIds.adminA,
      groupIds: [],
      clubId,
    });
    // A link made before ADR 019 keeps working, but its token cannot be shown again.
    expect(club.links[1]?.token).toBeNull();
    // The token shown is the one that works.
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: club.links[0]?.token ?? '' } })).toMatchObject({
      valid: true,
      id: clubId,
    });
    expect((await list(g1)).links.map((link) => [link.clubLinkId, link.groupIds])).toEqual([
      [both, [g1, g2].sort((a, b) => a - b)],
      [onlyFirst, [g1]],
    ]);
    expect((await list(g2)).links.map((link) => link.clubLinkId)).toEqual([both]);
  });

  it("answers the host of the club's brand, and a creator who has gone as null", async () => {
    const { clubId } = await ownClub('Partnerklubben');
    await db().execute(sql`update clubs set brand_id = 'partner-demo' where id = ${clubId}`);
    const [gone] = await queryRows<{ id: number }>(
      db(),
      sql`insert into users (first_name, surname) values ('Gone', 'Away') returning id`,
    );
    await seedLink(ctx.t, clubId, { createdBy: Number(gone?.id) });
    await db().execute(sql`delete from users where id = ${Number(gone?.id)}`);
    const list = await admin().clubLinks({ params: { clubId }, query: {} });
    expect(list.organisationHost).toBe('partner.localhost');
    expect(list.links.map((link) => [link.createdBy, link.createdByUserId])).toEqual([[null, null]]);
  });

  badInput(ctx, 'GET /v2/web/clublinks/{club}', {
    tables: linkTables,
    call: (query: () => unknown) =>
      admin().clubLinks({ params: { clubId: ctx.world.clubA }, query: query() as { groupId?: number } }),
    cases: [
      ['a groupId as text', () => ({ groupId: 'abc' }), { status: 400, code: 'mustBeInteger', field: 'groupId' }],
      ['a groupId of 0', () => ({ groupId: '0' }), { status: 400, code: 'mustBeAPositiveNumber', field: 'groupId' }],
      [
        'a groupId past 2^31',
        () => ({ groupId: String(2 ** 31) }),
        { status: 400, code: 'idTooLarge', field: 'groupId' },
      ],
      ['an unknown group', () => ({ groupId: 2_000_000_000 }), unknownGroup('groupId')],
      ["another club's group", () => ({ groupId: ctx.world.groups.b }), unknownGroup('groupId')],
    ] as BadCase<() => unknown>[],
  });
});

describe('DELETE /v3/clubs/{club}/links/{id}', () => {
  let clubBLink: { id: number; token: string };
  beforeAll(async () => {
    clubBLink = await seedLink(ctx.t, ctx.world.clubB);
  });

  it('deletes the link with its groups: from then on it answers "not valid" everywhere', async () => {
    const link = await seedLink(ctx.t, ctx.world.clubA, { groupIds: [ctx.world.groups.a] });
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: link.token } })).toMatchObject({ valid: true });
    expect(await codeOf(admin().deleteClubLink({ params: { clubId: ctx.world.clubA, linkId: link.id } }))).toBe('ok');
    expect(await queryRows(db(), sql`select 1 from club_link_groups where link_id = ${link.id}`)).toEqual([]);
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: link.token } })).toEqual({ valid: false });
    expect(await failure(ctx.as('loner').joinClub({ body: { clubToken: link.token } }))).toMatchObject({
      status: 400,
      code: invitationRefusals.invalidClubToken.code,
      message: invitationRefusals.invalidClubToken.message,
    });
    expect(await codeOf(admin().deleteClubLink({ params: { clubId: ctx.world.clubA, linkId: link.id } }))).toBe(
      '404 linkNotFound',
    );
  });

  badInput(ctx, 'DELETE /v3/clubs/{club}/links/{id}', {
    tables: linkTables,
    call: (linkId: () => number | string) =>
      admin().deleteClubLink({ params: { clubId: ctx.world.clubA, linkId: linkId() as number } }),
    cases: [
      ['an unknown link', () => 2_000_000_000, { status: 404, code: 'linkNotFound', field: 'linkId' }],
      ["another club's link", () => clubBLink.id, { status: 404, code: 'linkNotFound', field: 'linkId' }],
      ['a link id as text', () => 'abc', { status: 400, code: 'mustBeInteger', field: 'linkId' }],
    ] as BadCase<() => number | string>[],
  });

  it("leaves another club's link working", async () => {
    expect(await api(ctx.t).checkClubLink({ body: { clubToken: clubBLink.token } })).toMatchObject({ valid: true });
  });
});

describe('the clean-up', () => {
  it('purges links expired more than 30 days ago, with their groups, and keeps the rest', async () => {
    const { clubId, groups } = await ownClub('Oprydningsklubben');
    const now = ctx.t.clock.now();
    const madeDaysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    // 90 days valid: made 121 days ago it expired 31 days ago; made 119 days ago, 29 days ago; made 10 days ago, working.
    const longGone = await seedLink(ctx.t, clubId, { groupIds: groups, madeAt: madeDaysAgo(121) });
    const recentlyExpired = await seedLink(ctx.t, clubId, { madeAt: madeDaysAgo(119) });
    const working = await seedLink(ctx.t, clubId, { groupIds: groups, madeAt: madeDaysAgo(10) });

    const step = ctx.t.app.featureJobs.cleanup.find((cleanup) => cleanup.name === 'signupLinks');
    expect(await step?.run()).toEqual({ signupLinks: 1 });
    const left = await queryRows<{ id: number }>(
      db(),
      sql`select id from club_links where club_id = ${clubId} order by id`,
    );
    expect(left.map((row) => Number(row.id))).toEqual([recentlyExpired.id, working.id]);
    const linkGroups = await queryRows<{ link_id: number }>(
      db(),
      sql`select distinct link_id from club_link_groups where club_id = ${clubId}`,
    );
    expect(linkGroups.map((row) => Number(row.link_id))).toEqual([working.id]);
    expect(longGone.id).not.toBe(working.id);
  });
});
