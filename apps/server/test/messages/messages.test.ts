import { memberTypeOf, messageRefusals, type BoardMessage } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { countOf, joinGroup, putClub, putComment, putGroup, putMember, putMessage } from './helpers.js';

/**
 * The rules of messages and boards (spec document 2 §2.8, §5 Message, §9; ADR 028): who reads what, writing and
 * changing, deleting with the comments, the lists' paging and order, and the author once their account is gone.
 */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;

/** The club's messages' titles in the administrators' list, newest first. */
const adminTitles = async (clubId: number) =>
  (await as('adminA').clubMessages({ params: { club: clubId }, query: { limit: 100 } })).messages.map((m) => m.title);

const readingTitles = async (token: string, clubId: number) =>
  (await api(ctx.t, { token }).myMessages({ query: { clubId, limit: 100 } })).messages.map((m) => m.title);

const MINUTE = 60_000;

describe('writing a message (§5; ADR 028)', () => {
  it('answers the message whole: its author, club, groups by title, no comments, and the mails enqueued', async () => {
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    ctx.t.clock.stopAt(at);
    try {
      const made = await as('adminA').createMessage({
        body: {
          clubId: ctx.world.clubA,
          title: 'Træningstider',
          message: 'Nye tider fra mandag.\nSe kalenderen.',
          allMembers: false,
          groupIds: [ctx.world.groups.otherA, ctx.world.groups.a, ctx.world.groups.a],
        },
      });
      expect(made).toMatchObject({
        clubId: ctx.world.clubA,
        title: 'Træningstider',
        message: 'Nye tider fra mandag.\nSe kalenderen.',
        createdAt: at.toISOString(),
        timeStamp: at.toISOString(),
        createdByUserId: ctx.world.userIds.adminA,
        author: { firstName: 'adminA', surname: 'Test' },
        allMembers: false,
        // By title, each once.
        groups: [
          { id: ctx.world.groups.a, title: 'Hold A' },
          { id: ctx.world.groups.otherA, title: 'Hold A2' },
        ],
        club: { id: ctx.world.clubA, title: 'Klub A' },
        comments: [],
        commentCount: 0,
      });
      expect(made.recipientCount).toEqual(expect.any(Number));
      const stored = await queryRows<{ group_id: number }>(
        db(),
        sql`select group_id from message_groups where message_id = ${made.id} order by group_id`,
      );
      expect(stored.map((row) => Number(row.group_id))).toEqual(
        [ctx.world.groups.a, ctx.world.groups.otherA].sort((x, y) => x - y),
      );
    } finally {
      ctx.t.clock.resume();
    }
  });

  it('stores no groups for a message to all members, whatever groupIds say', async () => {
    const made = await as('adminA').createMessage({
      body: {
        clubId: ctx.world.clubA,
        title: 'Alle',
        message: 'Hej',
        allMembers: true,
        groupIds: [ctx.world.groups.a],
      },
    });
    expect(made).toMatchObject({ allMembers: true, groups: [] });
    const [row] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from message_groups where message_id = ${made.id}`,
    );
    expect(Number(row?.count)).toBe(0);
  });

  it('refuses a message to nobody (§5) with the Danish text on groupIds', async () => {
    const answer = await failure(
      as('adminA').createMessage({
        body: { clubId: ctx.world.clubA, title: 'Ingen', message: 'Hej', allMembers: false, groupIds: [] },
      }),
    );
    expect(answer).toMatchObject({ status: 400, code: messageRefusals.groupsRequired.code, field: 'groupIds' });
  });
});

describe('the reading list (ADR 028)', () => {
  let clubId: number;
  let team: number;
  let otherTeam: number;
  let child: number;
  beforeAll(async () => {
    clubId = await putClub(db(), ctx.world.userIds.adminA, 'Læseklub');
    team = await putGroup(db(), clubId, 'Førstehold');
    otherTeam = await putGroup(db(), clubId, 'Andethold');
    child = await putGroup(db(), clubId, 'Førstehold, reserver', team);
    const base = Date.now() - 60 * MINUTE;
    await putMessage(db(), clubId, { title: 'Til alle', at: new Date(base) });
    await putMessage(db(), clubId, { title: 'Til førsteholdet', groupIds: [team], at: new Date(base + MINUTE) });
    await putMessage(db(), clubId, {
      title: 'Til andetholdet',
      groupIds: [otherTeam],
      at: new Date(base + 2 * MINUTE),
    });
    await putMessage(db(), clubId, {
      title: 'Til begge hold',
      groupIds: [team, otherTeam],
      at: new Date(base + 3 * MINUTE),
    });
    await putMessage(db(), clubId, { title: 'Til reserverne', groupIds: [child], at: new Date(base + 4 * MINUTE) });
  });

  it("holds the messages to all members and to the member's own groups, each once, newest first", async () => {
    const player = await putMember(db(), clubId, 'Spiller');
    await joinGroup(db(), clubId, team, player.userId);
    expect(await readingTitles(player.token, clubId)).toEqual(['Til begge hold', 'Til førsteholdet', 'Til alle']);
    const page = await api(ctx.t, { token: player.token }).myMessages({ query: { clubId } });
    expect(page.totalCount).toBe(3);
  });

  it('holds only the messages to all members for a member in no target group', async () => {
    const loner = await putMember(db(), clubId, 'Enlig');
    expect(await readingTitles(loner.token, clubId)).toEqual(['Til alle']);
  });

  it("does not reach a parent group's message to a subgroup's members, nor the reverse (direct members only)", async () => {
    const reserve = await putMember(db(), clubId, 'Reserve');
    await joinGroup(db(), clubId, child, reserve.userId);
    expect(await readingTitles(reserve.token, clubId)).toEqual(['Til reserverne', 'Til alle']);
  });

  it('gives a member who joins a group later the earlier messages to it', async () => {
    const newcomer = await putMember(db(), clubId, 'Ny');
    expect(await readingTitles(newcomer.token, clubId)).toEqual(['Til alle']);
    await joinGroup(db(), clubId, otherTeam, newcomer.userId);
    expect(await readingTitles(newcomer.token, clubId)).toEqual(['Til begge hold', 'Til andetholdet', 'Til alle']);
  });

  it("shows the administrators' list every message of the club", async () => {
    expect(await adminTitles(clubId)).toEqual([
      'Til reserverne',
      'Til begge hold',
      'Til andetholdet',
      'Til førsteholdet',
      'Til alle',
    ]);
  });

  it('follows a changed target: a message moved to another group leaves the first group’s lists', async () => {
    const player = await putMember(db(), clubId, 'Flytter');
    await joinGroup(db(), clubId, team, player.userId);
    const id = await putMessage(db(), clubId, { title: 'Flyttes', groupIds: [team] });
    expect(await readingTitles(player.token, clubId)).toContain('Flyttes');
    await as('adminA').updateMessage({
      params: { id },
      body: { title: 'Flyttes', message: 'Hej', allMembers: false, groupIds: [otherTeam] },
    });
    expect(await readingTitles(player.token, clubId)).not.toContain('Flyttes');
    await as('adminA').deleteMessage({ params: { id } });
  });
});

describe('paging and order (ADR 028)', () => {
  let clubId: number;
  beforeAll(async () => {
    clubId = await putClub(db(), ctx.world.userIds.adminA, 'Sideklub');
    const base = Date.now() - 100 * MINUTE;
    // Five messages a minute apart, and two more at the same instant (told apart by id: the later insert first).
    for (let n = 1; n <= 5; n += 1) {
      await putMessage(db(), clubId, { title: `Besked ${n}`, at: new Date(base + n * MINUTE) });
    }
    await putMessage(db(), clubId, { title: 'Samtidig 1', at: new Date(base + 10 * MINUTE) });
    await putMessage(db(), clubId, { title: 'Samtidig 2', at: new Date(base + 10 * MINUTE) });
  });

  it('answers newest first, the same instant by the later id, with the count and the club’s time zone', async () => {
    const page = await as('adminA').clubMessages({ params: { club: clubId }, query: {} });
    expect(page.messages.map((m) => m.title)).toEqual([
      'Samtidig 2',
      'Samtidig 1',
      'Besked 5',
      'Besked 4',
      'Besked 3',
      'Besked 2',
      'Besked 1',
    ]);
    expect(page.totalCount).toBe(7);
    expect(page.timeZone).toBe('Europe/Copenhagen');
  });

  it('pages by offset and limit, counting the whole list', async () => {
    const page = await as('adminA').clubMessages({ params: { club: clubId }, query: { offset: 2, limit: 3 } });
    expect(page.messages.map((m) => m.title)).toEqual(['Besked 5', 'Besked 4', 'Besked 3']);
    expect(page.totalCount).toBe(7);
    const past = await as('adminA').clubMessages({ params: { club: clubId }, query: { offset: 50 } });
    expect(past).toEqual({ messages: [], totalCount: 7, timeZone: 'Europe/Copenhagen' });
    const reading = await as('adminA').myMessages({ query: { clubId, offset: 6, limit: 5 } });
    expect(reading.messages.map((m) => m.title)).toEqual(['Besked 1']);
    expect(reading.totalCount).toBe(7);
  });

  it('answers an empty club with no messages', async () => {
    const empty = await putClub(db(), ctx.world.userIds.adminA, 'Tom klub');
    await db().execute(sql`update clubs set time_zone = 'Europe/Oslo' where id = ${empty}`);
    expect(await as('adminA').clubMessages({ params: { club: empty }, query: {} })).toEqual({
      messages: [],
      totalCount: 0,
      timeZone: 'Europe/Oslo',
    });
  });
});

describe('changing and deleting (ADR 028)', () => {
  it('changes the text and target, stamps the change with the clock, and mails nothing', async () => {
    const made = await as('adminA').createMessage({
      body: { clubId: ctx.world.clubA, title: 'Før', message: 'Gammel tekst', allMembers: true },
    });
    const mails = await countOf(db(), 'outbox');
    const later = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 60 * MINUTE);
    ctx.t.clock.stopAt(later);
    let changed: BoardMessage;
    try {
      changed = await as('adminA').updateMessage({
        params: { id: made.id },
        body: { title: 'Efter', message: 'Ny tekst', allMembers: false, groupIds: [ctx.world.groups.a] },
      });
    } finally {
      ctx.t.clock.resume();
    }
    expect(changed).toMatchObject({
      id: made.id,
      title: 'Efter',
      message: 'Ny tekst',
      allMembers: false,
      groups: [{ id: ctx.world.groups.a, title: 'Hold A' }],
      createdAt: made.createdAt,
      timeStamp: later.toISOString(),
    });
    expect(changed).not.toHaveProperty('recipientCount');
    expect(await countOf(db(), 'outbox')).toBe(mails);
    // And back to all members: its groups go.
    const back = await as('adminA').updateMessage({
      params: { id: made.id },
      body: { title: 'Efter', message: 'Ny tekst', allMembers: true, groupIds: [ctx.world.groups.a] },
    });
    expect(back).toMatchObject({ allMembers: true, groups: [] });
    expect(await countOf(db(), 'outbox')).toBe(mails);
  });

  it('deletes a message with its comments and groups (204), and a second delete answers 404', async () => {
    const id = await putMessage(db(), ctx.world.clubA, { groupIds: [ctx.world.groups.a, ctx.world.groups.otherA] });
    await putComment(db(), ctx.world.clubA, id, ctx.world.userIds.memberA, 'Tak');
    await putComment(db(), ctx.world.clubA, id, ctx.world.userIds.leaderA, 'Super');
    await expect(as('adminA').deleteMessage({ params: { id } })).resolves.toBeUndefined();
    const [left] = await queryRows<{ messages: number; groups: number; comments: number }>(
      db(),
      sql`select (select count(*)::int from messages where id = ${id}) as messages,
                 (select count(*)::int from message_groups where message_id = ${id}) as groups,
                 (select count(*)::int from message_comments where message_id = ${id}) as comments`,
    );
    expect(left).toEqual({ messages: 0, groups: 0, comments: 0 });
    expect(await failure(as('adminA').deleteMessage({ params: { id } }))).toMatchObject({ status: 404 });
  });

  it('takes a deleted group out of its messages’ targets', async () => {
    const group = await putGroup(db(), ctx.world.clubA, 'Midlertidig');
    const id = await putMessage(db(), ctx.world.clubA, { title: 'Til to', groupIds: [group, ctx.world.groups.a] });
    await db().execute(sql`delete from groups where id = ${group}`);
    const page = await as('adminA').clubMessages({ params: { club: ctx.world.clubA }, query: { limit: 100 } });
    expect(page.messages.find((m) => m.id === id)?.groups).toEqual([{ id: ctx.world.groups.a, title: 'Hold A' }]);
  });
});

describe('the author (§2.8)', () => {
  it('is null, with the message kept, once their account is erased; their comments go with the account', async () => {
    const clubId = await putClub(db(), ctx.world.userIds.adminA, 'Forfatterklub');
    const writer = await putMember(db(), clubId, 'Skribent');
    await db().execute(
      sql`update memberships set type = ${memberTypeOf('admin')} where club_id = ${clubId} and user_id = ${writer.userId}`,
    );
    const id = await putMessage(db(), clubId, { title: 'Fra skribenten', authorId: writer.userId });
    await putComment(db(), clubId, id, writer.userId, 'Mit eget svar');
    await putComment(db(), clubId, id, ctx.world.userIds.adminA, 'Tak');
    const before = await as('adminA').clubMessages({ params: { club: clubId }, query: {} });
    expect(before.messages[0]).toMatchObject({
      createdByUserId: writer.userId,
      author: { firstName: 'Skribent', surname: 'Prøve' },
      commentCount: 2,
    });
    await db().execute(sql`delete from users where id = ${writer.userId}`);
    const after = await as('adminA').clubMessages({ params: { club: clubId }, query: {} });
    expect(after.messages[0]).toMatchObject({
      title: 'Fra skribenten',
      createdByUserId: null,
      author: null,
      commentCount: 1,
      comments: [{ userId: ctx.world.userIds.adminA, comment: 'Tak' }],
    });
  });
});
