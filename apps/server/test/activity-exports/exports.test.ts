import { activityTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { csvRows, records } from '../member-exports/csv.js';
import { addClub, addMember, addMembership } from '../relations/people.js';
import { api } from '../support/api.js';
import { newSession } from '../support/sessions.js';
import { useWorld } from '../support/world.js';
import { addActivity, addManyActivities, answer, inviteGroup, setLocale } from './seed.js';

/**
 * The activity exports' files (spec document 2 §7; ADR 026), read back as CSV (BOM, `;`): a club of its own in
 * Copenhagen time with a group U11 and five activities around March 2026, when summer time starts (29 March). The
 * range 2026-03-02 to 2026-03-31 takes an activity at 00:30 on its first day and one at 23:30 on its last (after the
 * change), and leaves out one at 23:59 the day before and one at 00:10 the day after.
 */
const ctx = useWorld();

const march = { startDate: '2026-03-02', endDate: '2026-03-31' };

interface Club {
  clubId: number;
  groupId: number;
  people: Record<'anna' | 'bo' | 'aase' | 'lise' | 'carl', number>;
  activities: Record<'before' | 'first' | 'match' | 'last' | 'after', number>;
  /** Sessions: the club's administrator in English, and U11's leader. */
  tokens: { english: string; leader: string };
}
let club: Club;

beforeAll(async () => {
  const db = ctx.t.database.db;
  const clubId = await addClub(db, 'Eksportklubben');
  await addMembership(db, clubId, ctx.world.userIds.adminA, 'admin');
  const english = await addMember(db, clubId, { firstName: 'Emma', surname: 'English', role: 'admin' });
  await setLocale(db, english, 'en');
  const anna = await addMember(db, clubId, { firstName: 'Anna', surname: 'Andersen' });
  const bo = await addMember(db, clubId, { firstName: 'Bo', surname: 'Berg' });
  const aase = await addMember(db, clubId, { firstName: 'Åse', surname: 'Ørsted' });
  const lise = await addMember(db, clubId, { firstName: 'Lise', surname: 'Leder', role: 'leader' });
  const carl = await addMember(db, clubId, { firstName: 'Carl', surname: 'Christensen' });
  const [group] = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, title) values (${clubId}, 'U11') returning id`,
  );
  const groupId = Number(group?.id);
  const putInGroup = (userId: number, leader = false) =>
    db.execute(
      sql`insert into group_members (group_id, club_id, user_id, is_leader) values (${groupId}, ${clubId}, ${userId}, ${leader})`,
    );
  for (const userId of [anna, bo, lise]) await putInGroup(userId, userId === lise);
  // 23:59 on 1 March, Copenhagen (UTC+1): the day before the range.
  const before = await addActivity(db, clubId, { title: 'Aftenmøde', start: '2026-03-01T22:59:00Z' });
  // 00:30 on 2 March, Copenhagen: the range's first minutes.
  const first = await addActivity(db, clubId, {
    title: 'Morgentræning',
    start: '2026-03-01T23:30:00Z',
    end: '2026-03-02T01:00:00Z',
    location: 'Hal 1',
  });
  // 10:00 on 29 March (summer time, UTC+2) to 01:00 the next day; cancelled; a location that looks like a formula.
  const match = await addActivity(db, clubId, {
    title: 'Kamp mod Brøndby',
    start: '2026-03-29T08:00:00Z',
    end: '2026-03-29T23:00:00Z',
    type: activityTypeOf('match'),
    location: '=HYPERLINK("https://example.com")',
    responsibleUserId: lise,
    cancelled: true,
  });
  // 23:30 on 31 March (UTC+2): the range's last day; and 00:10 on 1 April, the day after.
  const last = await addActivity(db, clubId, { title: 'Sen træning', start: '2026-03-31T21:30:00Z' });
  const after = await addActivity(db, clubId, { title: 'Aprilmøde', start: '2026-03-31T22:10:00Z' });
  for (const id of [before, first, match, after]) await inviteGroup(db, clubId, id, groupId);
  for (const id of [before, after])
    for (const userId of [anna, bo, lise]) await answer(db, clubId, id, userId, 'attending');
  await answer(db, clubId, first, anna, 'attending');
  await answer(db, clubId, first, bo, 'cancelled');
  await answer(db, clubId, first, lise, 'attending');
  await answer(db, clubId, first, carl, 'attending');
  await answer(db, clubId, match, anna, 'invited');
  await answer(db, clubId, match, bo, 'attending');
  await answer(db, clubId, match, lise, 'cancelled');
  // Åse joins U11 after its invitations: invited to the first activity one by one, to the match not at all.
  await putInGroup(aase);
  await answer(db, clubId, first, aase, 'invited');
  club = {
    clubId,
    groupId,
    people: { anna, bo, aase, lise, carl },
    activities: { before, first, match, last, after },
    tokens: { english: await newSession(db, english), leader: await newSession(db, lise) },
  };
});

const asAdmin = () => ctx.as('adminA');
const clubFile = (query = march, client = asAdmin()) =>
  csvRows(client.exportClubActivities({ params: { club: club.clubId }, query }));
const groupFile = (client = asAdmin(), query = march) =>
  csvRows(client.exportGroupAttendance({ params: { group: club.groupId }, query: { clubId: club.clubId, ...query } }));
const memberFile = (member: number, client = asAdmin()) =>
  csvRows(client.exportMemberAttendance({ params: { member }, query: { clubId: club.clubId, ...march } }));

describe('the club file', () => {
  it('has a row per activity starting in the range in the club zone, by start, with its counts (Danish)', async () => {
    expect(await clubFile()).toEqual([
      [
        'Dato',
        'Starttid',
        'Sluttid',
        'Titel',
        'Type',
        'Sted',
        'Ansvarlig',
        'Inviterede',
        'Deltagere',
        'Afbud',
        'Ikke svaret',
        'Aflyst',
      ],
      ['02-03-2026', '00:30', '02:00', 'Morgentræning', 'Træning', 'Hal 1', '', '5', '3', '1', '1', 'Nej'],
      [
        '29-03-2026',
        '10:00',
        '30-03-2026 01:00',
        'Kamp mod Brøndby',
        'Kamp/Turnering',
        `'=HYPERLINK("https://example.com")`,
        'Lise Leder',
        '3',
        '1',
        '1',
        '1',
        'Ja',
      ],
      ['31-03-2026', '23:30', '01-04-2026 00:30', 'Sen træning', 'Træning', '', '', '0', '0', '0', '0', 'Nej'],
    ]);
  });

  it("is in the caller's own language: headers, the built-in type's title and yes/no (English)", async () => {
    const rows = await clubFile(march, api(ctx.t, { token: club.tokens.english }));
    expect(rows[0]).toEqual([
      'Date',
      'Start time',
      'End time',
      'Title',
      'Type',
      'Location',
      'Responsible',
      'Invited',
      'Attending',
      'Declined',
      'Not answered',
      'Cancelled',
    ]);
    expect(records(rows).map((row) => [row.Title, row.Type, row.Cancelled])).toEqual([
      ['Morgentræning', 'Practice', 'No'],
      ['Kamp mod Brøndby', 'Match/Tournament', 'Yes'],
      ['Sen træning', 'Practice', 'No'],
    ]);
  });

  it("prints a type the club renamed and translated by the club's title, and its translation", async () => {
    const db = ctx.t.database.db;
    await db.execute(sql`insert into activity_type_overrides (club_id, type_id, title, translations)
      values (${club.clubId}, ${activityTypeOf('match')}, 'Turnering', '{"en": "Tournament"}'::jsonb)`);
    try {
      const danish = records(await clubFile());
      const english = records(await clubFile(march, api(ctx.t, { token: club.tokens.english })));
      expect(danish.map((row) => row.Type)).toEqual(['Træning', 'Turnering', 'Træning']);
      expect(english.map((row) => row.Type)).toEqual(['Practice', 'Tournament', 'Practice']);
    } finally {
      await db.execute(sql`delete from activity_type_overrides where club_id = ${club.clubId}`);
    }
  });

  it('takes the day before and the day after when the range does (23:59 and 00:10)', async () => {
    const rows = records(await clubFile({ startDate: '2026-03-01', endDate: '2026-04-01' }));
    expect(rows.map((row) => [row.Dato, row.Starttid, row.Titel])).toEqual([
      ['01-03-2026', '23:59', 'Aftenmøde'],
      ['02-03-2026', '00:30', 'Morgentræning'],
      ['29-03-2026', '10:00', 'Kamp mod Brøndby'],
      ['31-03-2026', '23:30', 'Sen træning'],
      ['01-04-2026', '00:10', 'Aprilmøde'],
    ]);
  });

  it('is only its header row for a range without activities', async () => {
    expect(await clubFile({ startDate: '2025-01-01', endDate: '2025-12-31' })).toHaveLength(1);
  });

  it("counts the answers as the activity's participant lists do", async () => {
    const db = ctx.t.database.db;
    const rows = records(await clubFile());
    const lists = await asAdmin().getActivity({ params: { id: club.activities.first } });
    const [first] = rows;
    expect(Number(first?.Inviterede)).toBe(lists.invitedCount);
    expect(Number(first?.Deltagere)).toBe(lists.participatingCount);
    const byStatus = await queryRows<{ status: number; n: number }>(
      db,
      sql`select status, count(*)::int as n from activity_participants
                             where activity_id = ${club.activities.first} group by status order by status`,
    );
    expect(byStatus.map((row) => [Number(row.status), Number(row.n)])).toEqual([
      [0, Number(first?.['Ikke svaret'])],
      [1, Number(first?.Deltagere)],
      [2, Number(first?.Afbud)],
    ]);
  });
});

describe('the group file', () => {
  it("has a row per member the group has now and activity inviting it, with each one's answer", async () => {
    expect(await groupFile()).toEqual([
      ['Dato', 'Starttid', 'Titel', 'Type', 'Fornavn', 'Efternavn', 'Svar', 'Aflyst'],
      ['02-03-2026', '00:30', 'Morgentræning', 'Træning', 'Anna', 'Andersen', 'Deltager', 'Nej'],
      ['02-03-2026', '00:30', 'Morgentræning', 'Træning', 'Bo', 'Berg', 'Afbud', 'Nej'],
      ['02-03-2026', '00:30', 'Morgentræning', 'Træning', 'Lise', 'Leder', 'Deltager', 'Nej'],
      ['02-03-2026', '00:30', 'Morgentræning', 'Træning', 'Åse', 'Ørsted', 'Ikke svaret', 'Nej'],
      ['29-03-2026', '10:00', 'Kamp mod Brøndby', 'Kamp/Turnering', 'Anna', 'Andersen', 'Ikke svaret', 'Ja'],
      ['29-03-2026', '10:00', 'Kamp mod Brøndby', 'Kamp/Turnering', 'Bo', 'Berg', 'Deltager', 'Ja'],
      ['29-03-2026', '10:00', 'Kamp mod Brøndby', 'Kamp/Turnering', 'Lise', 'Leder', 'Afbud', 'Ja'],
      ['29-03-2026', '10:00', 'Kamp mod Brøndby', 'Kamp/Turnering', 'Åse', 'Ørsted', 'Ikke inviteret', 'Ja'],
    ]);
  });

  it("is the group leader's too, in English for the English administrator", async () => {
    expect(await groupFile(api(ctx.t, { token: club.tokens.leader }))).toHaveLength(9);
    const english = await groupFile(api(ctx.t, { token: club.tokens.english }));
    expect(english[0]).toEqual(['Date', 'Start time', 'Title', 'Type', 'First name', 'Surname', 'Answer', 'Cancelled']);
    expect(english.slice(1, 5).map((row) => row[6])).toEqual(['Attending', 'Declined', 'Attending', 'Not answered']);
    expect(english.at(-1)?.[6]).toBe('Not invited');
  });

  it('is only its header row for a range without activities of the group', async () => {
    expect(await groupFile(asAdmin(), { startDate: '2026-03-30', endDate: '2026-03-31' })).toHaveLength(1);
  });
});

describe('the member file', () => {
  it("has a row per activity in the range the member is invited to, through the group, with the member's answer", async () => {
    expect(await memberFile(club.people.anna)).toEqual([
      ['Dato', 'Starttid', 'Titel', 'Type', 'Sted', 'Svar', 'Aflyst'],
      ['02-03-2026', '00:30', 'Morgentræning', 'Træning', 'Hal 1', 'Deltager', 'Nej'],
      [
        '29-03-2026',
        '10:00',
        'Kamp mod Brøndby',
        'Kamp/Turnering',
        `'=HYPERLINK("https://example.com")`,
        'Ikke svaret',
        'Ja',
      ],
    ]);
  });

  it('takes invitations one by one too', async () => {
    expect((await memberFile(club.people.carl)).slice(1).map((row) => [row[2], row[5]])).toEqual([
      ['Morgentræning', 'Deltager'],
    ]);
    expect((await memberFile(club.people.aase)).slice(1).map((row) => [row[2], row[5]])).toEqual([
      ['Morgentræning', 'Ikke svaret'],
    ]);
  });

  it("is the leader's for a member of the group they lead, and 403 for one outside it", async () => {
    const leader = api(ctx.t, { token: club.tokens.leader });
    expect(await memberFile(club.people.bo, leader)).toHaveLength(3);
    await expect(memberFile(club.people.carl, leader)).rejects.toMatchObject({ status: 403 });
  });
});

describe('files over many pages', () => {
  it('streams every activity once, in order, across pages and ties (2,345 activities)', async () => {
    const db = ctx.t.database.db;
    const clubId = await addClub(db, 'Mange aktiviteter');
    await addMembership(db, clubId, ctx.world.userIds.adminA, 'admin');
    await addManyActivities(db, clubId, { count: 2345, start: '2026-05-01T10:00:00Z' });
    const rows = records(
      await csvRows(
        asAdmin().exportClubActivities({
          params: { club: clubId },
          query: { startDate: '2026-05-01', endDate: '2026-05-31' },
        }),
      ),
    );
    expect(rows).toHaveLength(2345);
    const titles = rows.map((row) => row.Titel);
    expect(titles).toEqual([...titles].sort());
    expect(new Set(titles).size).toBe(2345);
  });

  it('streams a group attendance of 3 members × 700 activities (pages of whole activities)', async () => {
    const db = ctx.t.database.db;
    const clubId = await addClub(db, 'Mange fremmøder');
    await addMembership(db, clubId, ctx.world.userIds.adminA, 'admin');
    const [group] = await queryRows<{ id: number }>(
      db,
      sql`insert into groups (club_id, title) values (${clubId}, 'Holdet') returning id`,
    );
    const groupId = Number(group?.id);
    for (const name of ['Xena', 'Yrsa', 'Zaki']) {
      const userId = await addMember(db, clubId, { firstName: name, surname: 'Holm' });
      await db.execute(
        sql`insert into group_members (group_id, club_id, user_id) values (${groupId}, ${clubId}, ${userId})`,
      );
    }
    await addManyActivities(db, clubId, { count: 700, start: '2026-05-01T10:00:00Z', groupId });
    const rows = records(
      await csvRows(
        asAdmin().exportGroupAttendance({
          params: { group: groupId },
          query: { clubId, startDate: '2026-05-01', endDate: '2026-05-31' },
        }),
      ),
    );
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((row) => `${row.Titel} ${row.Fornavn}`)).size).toBe(2100);
    expect(rows.slice(0, 3).map((row) => row.Fornavn)).toEqual(['Xena', 'Yrsa', 'Zaki']);
    expect(new Set(rows.map((row) => row.Svar))).toEqual(new Set(['Ikke inviteret']));
  });
});
