import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { csvFixtures, HEADER } from './files.js';
import { countRows, fixtureTables, importBody, rowsOf, storedMatches } from './helpers.js';

/**
 * The preview and the import (ADR 027) on club A: statuses new, changed and duplicate (a hand-made activity with the
 * match's title and start too), kick-offs in the club's zone, the group invited, changed matches moved and their
 * invitees told when chosen, and all or nothing.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');
const club = () => ({ club: ctx.world.clubA });

const preview = (lines: string[]) =>
  admin().parseFixtures({ params: club(), body: { file: csvFixtures([HEADER, ...lines]) } });

describe('importing a season', () => {
  it('creates the matches as activities of the type for the group, in the club zone', async () => {
    const rows = rowsOf(3, { from: 100 });
    const answer = await admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rows) });
    expect(answer).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    const stored = await storedMatches(db(), ctx.world.clubA);
    const made = stored.filter((row) => answer.activityIds.includes(row.id));
    expect(made.map((row) => row.id)).toEqual(answer.activityIds);
    expect(made[0]).toMatchObject({
      title: 'Demo IF – Modstander 1',
      location: 'Demo Stadion',
      description: 'U11 Drenge, Pulje 4\nKampnr. 100',
      fixture_key: 'm:100',
      type: 4,
      visibility: 1,
    });
    // 10:00 on 6 March 2027 in Copenhagen (winter time) is 09:00 UTC; 120 minutes long.
    expect(new Date(made[0]?.starts_at ?? 0).toISOString()).toBe('2027-03-06T09:00:00.000Z');
    expect(new Date(made[0]?.ends_at ?? 0).toISOString()).toBe('2027-03-06T11:00:00.000Z');
    // Group A's members (its leader and memberA) are invited to each.
    const invited = await countRows(
      db(),
      sql`select count(*)::int as n from activity_participants where activity_id = any(${`{${answer.activityIds.join(',')}}`}::int[])`,
    );
    expect(invited).toBe(3 * 2);
    const detail = await admin().getActivity({ params: { id: answer.activityIds[0] ?? 0 } });
    expect(detail.groups.map((group) => group.userGroupId)).toEqual([ctx.world.groups.a]);
  });

  it('previews the same list again as duplicates, and a second import changes nothing', async () => {
    const rows = rowsOf(3, { from: 100 });
    const lines = rows.map(
      (row) =>
        `${row.matchNumber};${row.date.split('-').reverse().join('-')};${row.time};${row.homeTeam};${row.awayTeam};${row.venue};${row.competition}`,
    );
    const seen = await preview(lines);
    expect(seen.rows.map((row) => row.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const before = await readTables(db(), fixtureTables);
    const again = await admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rows) });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await readTables(db(), fixtureTables)).toEqual(before);
  });

  it('previews a moved match as changed, with the activity as it is, and the import moves it', async () => {
    const [moved, , unmoved] = rowsOf(3, { from: 100 });
    if (!moved || !unmoved) throw new Error('no rows');
    const movedLine = `100;06-03-2027;12.30;Demo IF;Modstander 1;Bane 7;U11 Drenge, Pulje 4`;
    const { rows } = await preview([
      movedLine,
      `102;20-03-2027;10.00;Demo IF;Modstander 3;Demo Stadion;U11 Drenge, Pulje 4`,
      `103;27-03-2027;10.00;Demo IF;Ny;Demo Stadion;U11`,
    ]);
    expect(rows.map((row) => row.status)).toEqual(['changed', 'duplicate', 'new']);
    expect(rows[0]?.current).toEqual({ start: '2027-03-06T09:00:00.000Z', location: 'Demo Stadion' });
    expect(rows[2]).toMatchObject({ activityId: null, current: null });
    const outboxBefore = await countRows(db(), sql`select count(*)::int as n from outbox`);
    const answer = await admin().importFixtures({
      params: club(),
      body: importBody(ctx.world.groups.a, [{ ...moved, time: '12:30', venue: 'Bane 7' }], { sendNotification: true }),
    });
    expect(answer).toMatchObject({ created: 0, updated: 1, unchanged: 0, activityIds: [rows[0]?.activityId] });
    const [stored] = (await storedMatches(db(), ctx.world.clubA)).filter((row) => row.id === rows[0]?.activityId);
    expect(stored).toMatchObject({ location: 'Bane 7', title: 'Demo IF – Modstander 1' });
    expect(new Date(stored?.starts_at ?? 0).toISOString()).toBe('2027-03-06T11:30:00.000Z');
    expect(new Date(stored?.ends_at ?? 0).toISOString()).toBe('2027-03-06T13:30:00.000Z');
    // Its two invitees are told (sendNotification): one mail each, naming the new time.
    expect(await countRows(db(), sql`select count(*)::int as n from outbox`)).toBe(outboxBefore + 2);
  });

  it('mails the invitees of new matches only when chosen', async () => {
    const count = () => countRows(db(), sql`select count(*)::int as n from outbox`);
    const before = await count();
    await admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rowsOf(2, { from: 200 })) });
    expect(await count()).toBe(before);
    await admin().importFixtures({
      params: club(),
      body: importBody(ctx.world.groups.a, rowsOf(2, { from: 300, time: '15:00' }), { sendNotification: true }),
    });
    // One invitation to each of the group's two members (naming the first match and how many).
    expect(await count()).toBe(before + 2);
  });

  it('counts an activity made by hand with the match title and start as a duplicate, and adopts it', async () => {
    const { id } = await admin().createActivity({
      body: {
        clubId: ctx.world.clubA,
        title: 'Demo IF – Håndlavet',
        type: 4,
        description: null,
        location: 'Et sted',
        start: '2027-05-01T08:00',
        end: '2027-05-01T10:00',
        deadline: null,
        coverImage: null,
        responsibleUserId: null,
        limit: null,
        amount: null,
        forcedParticipation: false,
        participantsVisible: true,
        commentsEnabled: true,
        sendNotification: false,
        twoDaysReminder: false,
        visibility: 3,
        recurring: 0,
        recurringUntill: null,
        groupIds: [],
        userIds: [],
        copyFromId: null,
        sharedCalendarExportInfoIds: [],
      } as never,
    });
    const line = '400;01-05-2027;10.00;Demo IF;Håndlavet;Andet sted;U11';
    const { rows } = await preview([line]);
    expect(rows[0]).toMatchObject({ status: 'duplicate', activityId: id });
    const row = {
      line: 2,
      matchNumber: '400',
      date: '2027-05-01',
      time: '10:00',
      homeTeam: 'Demo IF',
      awayTeam: 'Håndlavet',
      venue: 'Andet sted',
      competition: 'U11',
    };
    expect(await admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, [row]) })).toMatchObject(
      { unchanged: 1, activityIds: [id] },
    );
    const [stored] = (await storedMatches(db(), ctx.world.clubA)).filter((one) => one.id === id);
    expect(stored).toMatchObject({ fixture_key: 'm:400', location: 'Et sted' });
  });

  it('refuses a new match before yesterday, naming its row, and writes nothing', async () => {
    const before = await readTables(db(), fixtureTables);
    const rows = [...rowsOf(2, { from: 500 }), { ...rowsOf(1, { from: 502 })[0]!, line: 4, date: '2020-01-04' }];
    expect(
      await failure(admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rows) })),
    ).toMatchObject({
      status: 400,
      code: 'fixtureRowInvalid',
      field: 'line.4',
    });
    expect(await readTables(db(), fixtureTables)).toEqual(before);
  });
});

describe('all or nothing', () => {
  it('leaves no activity behind when the write of the 15th row fails', async () => {
    // A changed match first (it is moved before the new ones are inserted), then 19 new ones: the 15th row of the
    // import, the 14th new match, the database refuses (a trigger this test installs raises for its title, as a
    // failing disk or constraint would). The import answers 500, and nothing of it stays: no activity, no invitation,
    // the changed match where it was.
    await admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rowsOf(1, { from: 700 })) });
    await db().execute(
      sql.raw(`create function refuse_fifteenth() returns trigger language plpgsql as $$
      begin if new.title = 'Demo IF – Modstander 14' then raise exception 'refused row 15'; end if; return new; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_fifteenth before insert on activities
      for each row execute function refuse_fifteenth()`),
    );
    try {
      const before = await readTables(db(), fixtureTables);
      const rows = [
        { ...rowsOf(1, { from: 700 })[0]!, time: '18:00' },
        ...rowsOf(19, { from: 701 }).map((row) => ({ ...row, line: row.line + 1 })),
      ];
      expect(rows[14]?.awayTeam).toBe('Modstander 14');
      expect(
        (await failure(admin().importFixtures({ params: club(), body: importBody(ctx.world.groups.a, rows) }))).status,
      ).toBe(500);
      expect(await readTables(db(), fixtureTables)).toEqual(before);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_fifteenth on activities'));
      await db().execute(sql.raw('drop function refuse_fifteenth()'));
    }
  });
});

describe('a club in another time zone', () => {
  it('places the kick-offs in its zone', async () => {
    await db().execute(sql`update clubs set time_zone = 'America/New_York' where id = ${ctx.world.clubB}`);
    try {
      const { rows } = await ctx.as('adminB').parseFixtures({
        params: { club: ctx.world.clubB },
        body: { file: csvFixtures([HEADER, '1;06-03-2027;10.00;Demo IF;Modstander;Bane;U11']) },
      });
      expect(rows[0]).toMatchObject({ status: 'new', date: '2027-03-06', time: '10:00' });
      const answer = await ctx.as('adminB').importFixtures({
        params: { club: ctx.world.clubB },
        body: importBody(ctx.world.groups.b, [{ ...rowsOf(1)[0]!, matchNumber: '1' }]),
      });
      const [stored] = (await storedMatches(db(), ctx.world.clubB)).filter((row) => row.id === answer.activityIds[0]);
      // 10:00 in New York in March before daylight saving (EST, UTC−5) is 15:00 UTC.
      expect(new Date(stored?.starts_at ?? 0).toISOString()).toBe('2027-03-06T15:00:00.000Z');
    } finally {
      await db().execute(sql`update clubs set time_zone = 'Europe/Copenhagen' where id = ${ctx.world.clubB}`);
    }
  });
});
