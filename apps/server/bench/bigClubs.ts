/**
 * The bench's big clubs: a database nobody else uses, and three clubs of 5,000 members and one of 20,000 with
 * groups, leaders and inactive members, seeded in plain SQL. Shared by `run.ts` (the API figures) and
 * `serveBigClub.ts` (the real server the browser bench opens `/members` on).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, MAX_ACTIVE_LINKS, SPONSORS_MAX, memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, type Database, type Db } from '../src/db/connect.js';
import { queryRows } from '../src/db/queryRows.js';
import { adultFirstNames, surnames } from '../src/demo/demoPeople.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../test/support/seedAccessWorld.js';

/** Three ordinary clubs and one big one; the big one is where the member, leader and admin calls land. */
export const BIG_CLUB_SIZE = 20_000;
export const CLUB_SIZES = [5_000, 5_000, 5_000, BIG_CLUB_SIZE] as const;
/** Distinct sessions the member and leader calls rotate through, so one hot row is not all we time. */
const ROTATION = 60;
/** Members the bench may remove from the big club: one per request of the removal call (run.ts: warm-up + measured). */
const REMOVABLE = 400;
/** Red members invited by the invitation bench, INVITE_BATCH per request (warm-up and measured: 330 requests). */
export const INVITE_BATCH = 10;
const INVITABLE = 330 * INVITE_BATCH;
/** The big club's groups: every member and inactive member is in one, so each holds about 1/20 of the club. */
export const BIG_CLUB_GROUPS = 20;
/** Each big-club group's maxUsers: far above its members, so that every addition runs the limit's count. */
const BIG_CLUB_GROUP_LIMIT = 5_000;
/** Inactive (dummy) members of the big club, half of them invited (orange), half never (red). */
const BIG_CLUB_INACTIVE = 1_000;
/** The big club's sign-up links (ADR 019): as many working links as a club may hold, and expired ones beside them. */
const BIG_CLUB_EXPIRED_LINKS = 300;
/** People of another club who join the big club through its link, one per request (run.ts: warm-up + measured). */
const JOINERS = 330;
/**
 * The big club's activities (ADR 022): a season and a half around today, past and coming, of every type, some in
 * weekly series, half inviting groups; the overview bench pages through the coming ones.
 */
export const BIG_CLUB_ACTIVITIES = 5_000;
/**
 * The calendar feed's club (ADR 026): the first club of 5,000 members, with FEED_CLUB_ACTIVITIES public activities from
 * 80 days ago on (the feed reaches 90 days back), weekly series among them.
 */
export const FEED_CLUB_ACTIVITIES = 5_000;
/** The token of the big club's link the join call uses (a link of its own, seeded by its hash). */
export const BENCH_JOIN_TOKEN = 'bench-join-link';

/** Every seeded user's password (`PRECOMPUTED_PASSWORD_HASH` is its hash). */
export const BENCH_PASSWORD = 'secret1234';

/** Seeded sessions use this token per user, so the bench can compute bearer tokens without reading any back. */
export const benchToken = (userId: number): string => `bench-session-${userId}`;

export interface BenchDatabase {
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  where: string;
  dispose: () => Promise<void>;
}

/** A database nobody else uses: a temporary PGlite directory, or a temporary database on DATABASE_URL. */
export const openBenchDatabase = async (serverUrl: string | undefined): Promise<BenchDatabase> => {
  // The pid in the name tells whose a leftover is: tsx SIGKILLs a child that is too busy (PGlite runs its
  // queries on the main thread) to acknowledge Ctrl-C within 60 ms, and then no cleanup runs.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `klubhus-bench-${process.pid}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl) {
    const database = await connect({ dataDir }).catch((error: unknown) => {
      removeDir();
      throw error;
    });
    return {
      database,
      dataDir,
      databaseUrl: undefined,
      where: `PGlite in ${dataDir}/db`,
      dispose: async () => {
        await database.close();
        removeDir();
      },
    };
  }
  // The pid keeps two benches on one server apart; a leftover of an earlier run with the same pid is ours.
  const name = `klubhus_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropAll = async () => {
    // pool.end() resolves before its sockets have closed; a FORCE drop then kills those sessions and the
    // pool emits an unhandled 'error' that crashes the process. Wait (bounded) until they are gone.
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    removeDir();
  };
  const database = await connect({ databaseUrl: url.toString(), dataDir }).catch(async (error: unknown) => {
    await dropAll();
    throw error;
  });
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    where: `PostgreSQL database ${name} on ${url.host}`,
    dispose: async () => {
      await database.close();
      await dropAll();
    },
  };
};

export interface Seeded {
  bigClub: number;
  /** The big club's groups. */
  groups: number[];
  admin: number;
  /** The big club's administrator signs in with this e-mail and `BENCH_PASSWORD` (the browser bench). */
  adminEmail: string;
  leaders: number[];
  members: number[];
  /** Plain members of the big club none of the other calls use: the removal call takes one each time. */
  removable: number[];
  /** Red (never invited) members in no group, each with an e-mail of their own: the invitation call mails a batch. */
  invitable: number[];
  /** Members of the first club, none of the big club: the join call makes one a member of the big club each time. */
  joiners: number[];
  /** Coming activities of the big club inviting nobody: the invitation call invites a group to one each time. */
  inviteTargets: number[];
  /** The soonest coming activities of the big club that invite a group of about 1,000: the participant list's. */
  listed: number[];
  /** Teams of TEAM_SIZE of the big club, as a club's youth teams are: the series the create call makes invite three. */
  teams: number[];
  /** Members of the big club with a year of answered activities (the statistics call), spread over their groups. */
  statisticsMembers: number[];
  /** The club whose public calendar feed holds FEED_CLUB_ACTIVITIES activities (`seedFeedActivities`). */
  feedClub: number;
  /** The big club's sponsors (`seedSponsors`): the order call buys views for one after another. */
  sponsors: number[];
  /**
   * Plain members of the big club, each asking for a banner once (a person's second view within the hour answers 0):
   * one per request of the gate's bench (run.ts: warm-up + measured), none of the removal call's.
   */
  sponsorViewers: number[];
}

/**
 * Activity types (ADR 024): every club keeps 30 types of its own (every tenth hidden), and the big club has renamed,
 * recoloured and hidden built-in ones, so that the types list merges overrides and reads the club's own rows among
 * other clubs'.
 */
const seedActivityTypes = async (db: Db, bigClub: number) => {
  await db.execute(sql`
    insert into activity_types (club_id, title, icon_path, background_light, font_light, background_light_light,
                                font_light_light, background_dark_light, font_dark_light, hidden)
    select c.id, 'Egen type ' || g, 'icons/star.png', '#CCCCCC', '#000000', '#EBEBEB', '#000000', '#5C5C5C', '#FFFFFF',
           g % 10 = 0
      from clubs c cross join generate_series(1, 30) as g
     order by c.id, g`);
  await db.execute(sql`
    insert into activity_type_overrides (club_id, type_id, title, translations, background_light, hidden)
    values (${bigClub}, 1, 'Fodboldtræning', '{"en": "Football practice"}'::jsonb, '#A9C8F0', false),
           (${bigClub}, 4, null, null, '#F4D88A', false),
           (${bigClub}, 9, null, null, null, true)`);
};

/**
 * The demo's names as an array parameter: the big clubs' people are called as a club's are, so that a search finds
 * what it would find there (many Jensens and Hansens, "an" in many names) and a sort by name meets ties.
 */
const namesArray = (names: readonly string[]) => sql`(${`{${names.join(',')}}`}::text[])`;

/**
 * Plain SQL, one statement per club plus one for all sessions: generate_series keeps 35,000 users
 * to a few seconds even on PGlite, and the precomputed argon2id hash means no hashing at all.
 * The session hash is sha256 hex of the token, computed by the database exactly as `hashToken` does.
 */
export const seedBigClubs = async (database: Database, checkStop: () => void = () => {}): Promise<Seeded> => {
  const { db } = database;
  const clubIds: number[] = [];
  let next = 1;
  for (const [index, size] of CLUB_SIZES.entries()) {
    checkStop();
    const [club] = await queryRows<{ id: number }>(
      db,
      sql`insert into clubs (title, country_code) values (${`Benchklub ${index + 1} (${size})`}, 'DK') returning id`,
    );
    const clubId = Number(club?.id);
    clubIds.push(clubId);
    // Roles by position in the club: the first is its administrator, every hundredth a group leader. Contact
    // details and birthdates as a club has them, so that an export's file is as wide as a real one.
    await db.execute(sql`
      with new_users as (
        insert into users (email, password_hash, first_name, surname, mobile, address, zip, city, birthdate)
        select 'bench' || g || '@bench.klubhus.dk', ${PRECOMPUTED_PASSWORD_HASH},
               ${namesArray(adultFirstNames)}[1 + g % ${adultFirstNames.length}],
               ${namesArray(surnames)}[1 + (g / ${adultFirstNames.length}) % ${surnames.length}],
               '2' || lpad((g * 7919 % 10000000)::text, 7, '0'), 'Vestergade ' || (1 + g % 120),
               (8000 + g % 8 * 10)::text, 'Aarhus', date '1950-01-01' + g * 37 % 25000
        from generate_series(${next}::int, ${next + size - 1}::int) as g
        returning id
      ), ranked as (
        select id, row_number() over (order by id) as n from new_users
      )
      insert into memberships (club_id, user_id, type)
      select ${clubId}::int, id,
             (case when n = 1 then ${memberTypeOf('admin')} when n % 100 = 2 then ${memberTypeOf('leader')}
                  else ${memberTypeOf('member')} end)::smallint
      from ranked`);
    next += size;
  }
  checkStop();
  const bigClub = clubIds[clubIds.length - 1] as number;
  const groups = await seedGroups(db, bigClub);
  await seedActivityTypes(db, bigClub);
  await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select encode(sha256(convert_to('bench-session-' || id, 'UTF8')), 'hex'), id, now() + interval '1 day'
    from users`);
  // Fresh statistics, as autovacuum would have them on a live system; otherwise the planner guesses.
  await db.execute(sql`analyze`);

  const usersOf = async (role: MemberRole, every: number) =>
    (
      await queryRows<{ user_id: number }>(
        db,
        sql`select user_id from memberships where club_id = ${bigClub} and type = ${memberTypeOf(role)}
            and user_id % ${every} = 0 order by user_id limit ${ROTATION}`,
      )
    ).map((row) => Number(row.user_id));
  const [admin] = await usersOf('admin', 1);
  // Spread over the whole club rather than its first rows.
  const members = await usersOf('member', Math.max(1, Math.floor(BIG_CLUB_SIZE / ROTATION)));
  const leaders = await usersOf('leader', 1);
  const every = Math.max(1, Math.floor(BIG_CLUB_SIZE / ROTATION));
  const removable = (
    await queryRows<{ user_id: number }>(
      db,
      sql`select user_id from memberships where club_id = ${bigClub} and type = ${memberTypeOf('member')}
          and user_id % ${every} <> 0 order by user_id offset 1000 limit ${REMOVABLE}`,
    )
  ).map((row) => Number(row.user_id));
  if (admin === undefined || members.length === 0 || leaders.length === 0) throw new Error('seed found no personas');
  const [adminRow] = await queryRows<{ email: string }>(db, sql`select email from users where id = ${admin}`);
  if (!adminRow) throw new Error('seed found no administrator');
  const invitable = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into inactive_members (club_id, first_name, surname, email)
          select ${bigClub}::int, ${namesArray(adultFirstNames)}[1 + g % ${adultFirstNames.length}],
                 ${namesArray(surnames)}[1 + (g / ${adultFirstNames.length}) % ${surnames.length}],
                 'invitation' || g || '@bench.klubhus.dk'
            from generate_series(1, ${INVITABLE}::int) as g returning id`,
    )
  ).map((row) => Number(row.id));
  await seedLinks(db, bigClub, admin);
  await seedActivities(db, bigClub, admin);
  const { inviteTargets, listed } = await seedParticipants(db, bigClub, admin);
  const statisticsMembers = await seedStatisticsYear(db, bigClub, admin);
  await seedMessages(db, bigClub, admin, groups);
  const teams = await seedTeams(db, bigClub);
  const feedClub = clubIds[0] as number;
  await seedFeedActivities(db, feedClub);
  const sponsors = await seedSponsors(db, bigClub, admin);
  const sponsorViewers = (
    await queryRows<{ user_id: number }>(
      db,
      sql`select user_id from memberships where club_id = ${bigClub} and type = ${memberTypeOf('member')}
          order by user_id desc limit ${SPONSOR_VIEWERS}`,
    )
  ).map((row) => Number(row.user_id));
  const joiners = (
    await queryRows<{ user_id: number }>(
      db,
      sql`select user_id from memberships where club_id = ${clubIds[0] as number} and type = ${memberTypeOf('member')}
          order by user_id limit ${JOINERS}`,
    )
  ).map((row) => Number(row.user_id));
  return {
    bigClub,
    groups,
    admin,
    adminEmail: adminRow.email,
    leaders,
    members,
    removable,
    invitable,
    joiners,
    inviteTargets,
    listed,
    teams,
    statisticsMembers,
    feedClub,
    sponsors,
    sponsorViewers,
  };
};

/** The big club's sponsors (ADR 029): as many as a club may have, which the gate reads whole at every sign-in. */
export const BIG_CLUB_SPONSORS = SPONSORS_MAX;
/** People who ask for a banner, one per request of the gate's bench (run.ts: warm-up + measured). */
const SPONSOR_VIEWERS = 330;

/**
 * The big club's sponsors (ADR 029), in plain SQL: BIG_CLUB_SPONSORS with plenty of views (each some way through
 * them), every fifth external and targeting two of the club's eight zips, a pool of 50,000 views, an order for each
 * sponsor and the pool's, and the exemption rows with group leaders exempt. Answers the sponsors' ids.
 */
const seedSponsors = async (db: Db, clubId: number, adminId: number): Promise<number[]> => {
  const ids = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into sponsors (club_id, title, url, logo_path, max_views, shown_count, is_external, zip_codes)
          select ${clubId}::int, 'Sponsor ' || g, 'https://sponsor' || g || '.dk', 'sponsors/bench/' || g || '.png',
                 1000000, g * 97 % 5000, g % 5 = 0,
                 case when g % 5 = 0 then array[(8000 + g % 8 * 10)::text, (8000 + (g + 3) % 8 * 10)::text]
                      else '{}'::text[] end
            from generate_series(1, ${BIG_CLUB_SPONSORS}::int) as g
          returning id`,
    )
  ).map((row) => Number(row.id));
  await db.execute(sql`insert into sponsor_pools (club_id, views_left) values (${clubId}, 50000)`);
  await db.execute(sql`
    insert into sponsor_orders (club_id, sponsor_id, view_count, price_kr, ordered_by_user_id)
    select ${clubId}::int, id, 50000, 3500, ${adminId}::int from sponsors where club_id = ${clubId}
    union all select ${clubId}::int, null, 50000, 3500, ${adminId}::int`);
  await db.execute(sql`
    insert into sponsor_exemptions (club_id, member_type, enabled)
    values (${clubId}, ${memberTypeOf('member')}, false), (${clubId}, ${memberTypeOf('leader')}, true),
           (${clubId}, ${memberTypeOf('admin')}, false)`);
  await db.execute(sql`analyze sponsors`);
  return ids;
};

/** The big club's messages (ADR 028): its board over about two years. */
export const BIG_CLUB_MESSAGES = 300;

/**
 * The big club's board (ADR 028), in plain SQL: BIG_CLUB_MESSAGES messages by its administrator, one every 2 days and 7
 * hours back from now, every third to all members and the others to one of its 20 groups of about 1,000 (every fourth a
 * second one), so that a member reads about 115 of them; each with 0 to 12 comments by the club's members.
 */
const seedMessages = async (db: Db, clubId: number, adminId: number, groups: readonly number[]) => {
  await db.execute(sql`
    insert into messages (club_id, title, message, all_members, created_by_user_id, created_at, updated_at)
    select ${clubId}::int, 'Besked ' || g,
           repeat('Kære medlemmer. Husk træningen på tirsdag, og meld jer til sæsonafslutningen. ', 1 + g % 20),
           g % 3 = 0, ${adminId}::int, now() - g * interval '2 days 7 hours', now() - g * interval '2 days 7 hours'
      from generate_series(1, ${BIG_CLUB_MESSAGES}::int) as g`);
  await db.execute(sql`
    with targeted as (
      select id, row_number() over (order by id) as n from messages where club_id = ${clubId} and not all_members
    ), numbered as (
      select g.id, g.k - 1 as k from unnest(${intList(groups)}) with ordinality as g(id, k)
    )
    insert into message_groups (message_id, group_id, club_id)
    select t.id, numbered.id, ${clubId}::int
      from targeted t join numbered
        on numbered.k = t.n % ${groups.length} or (t.n % 4 = 0 and numbered.k = (t.n + 7) % ${groups.length})`);
  await db.execute(sql`
    with members as (
      select user_id, row_number() over (order by user_id) - 1 as k from memberships where club_id = ${clubId}
    ), size as (select count(*) as n from members)
    insert into message_comments (message_id, club_id, user_id, comment, created_at)
    select m.id, ${clubId}::int, members.user_id, 'Tak for beskeden, vi ses ' || c, m.created_at + c * interval '1 hour'
      from messages m cross join generate_series(1, 12) as c cross join size
      join members on members.k = (m.id * 37 + c * 101) % size.n
     where m.club_id = ${clubId} and c <= m.id % 13`);
  await db.execute(sql`analyze messages`);
  await db.execute(sql`analyze message_groups`);
  await db.execute(sql`analyze message_comments`);
};

/**
 * The calendar feed's club (ADR 026), in plain SQL: FEED_CLUB_ACTIVITIES public activities from 80 days ago on, 250
 * weekly series of 12 practices at 16:00–19:00 in Copenhagen (a wall-clock time across the daylight-saving changes,
 * as the wizard makes them; every third series with its sixth practice cancelled, every fifth with its fourth an hour
 * later) and 2,000 single activities, every fiftieth cancelled; of every type, each with a location and a description (a series' the same on every practice).
 */
const FEED_SERIES = 250;
const FEED_SERIES_LENGTH = 12;
const seedFeedActivities = async (db: Db, clubId: number) => {
  const singles = FEED_CLUB_ACTIVITIES - FEED_SERIES * FEED_SERIES_LENGTH;
  await db.execute(sql`
    insert into activities (club_id, type, title, description, location, starts_at, ends_at, visibility, recurring,
                            recurring_guid, recurring_times, cancelled_at, cancel_reason)
    select ${clubId}::int, (array[1, 2, 4, 5, 6, 7, 8, 9])[1 + k % 8], title, 'Husk drikkedunk og indendørssko. ' || title,
           'Hal ' || (1 + k % 12), start, start + interval '90 minutes', 1, recurring, guid, times,
           case when cancelled then start - interval '2 days' end, case when cancelled then 'Aflyst' end
      from (select s as k, 'Træning hold ' || s as title,
                   ((current_date - 80 + s % 100 + w * 7)::timestamp + make_interval(hours => 16 + s % 4)
                     + case when s % 5 = 0 and w = 3 then interval '1 hour' else interval '0' end)
                     at time zone ${DEFAULT_TIME_ZONE} as start,
                   1 as recurring, md5('bench-feed-series-' || s)::uuid as guid, ${FEED_SERIES_LENGTH}::int as times,
                   s % 3 = 0 and w = 5 as cancelled
              from generate_series(0, ${FEED_SERIES - 1}::int) as s cross join generate_series(0, ${FEED_SERIES_LENGTH - 1}::int) as w
            union all
            select ${FEED_SERIES}::int + g, (array['Møde', 'Kamp', 'Arrangement', 'Opgave'])[1 + g % 4] || ' ' || g,
                   ((current_date - 80 + g / 6)::timestamp + make_interval(hours => 9 + g % 12)) at time zone ${DEFAULT_TIME_ZONE},
                   0, null, 1, g % 50 = 0
              from generate_series(0, ${singles - 1}::int) as g) as seeded`);
  await db.execute(sql`analyze activities`);
};

/**
 * The big club's sign-up links (ADR 019), in plain SQL: MAX_ACTIVE_LINKS working ones made over the last weeks by
 * its administrator — a quarter naming no group, the rest one to three of its groups — and expired ones of the
 * months before. The first working link is the join call's, by the hash of BENCH_JOIN_TOKEN (as `hashToken`).
 */
const seedLinks = async (db: Db, clubId: number, adminId: number) => {
  await db.execute(sql`
    insert into club_links (club_id, token_hash, nonce, valid_to, counter, created_by_user_id, created_at)
    select ${clubId}::int,
           case when n = 1 then encode(sha256(convert_to(${BENCH_JOIN_TOKEN}, 'UTF8')), 'hex')
                else 'bench-link-hash-' || n end,
           'bench-nonce-' || n, made + interval '90 days', n % 17, ${adminId}::int, made
      from (select n, case when n <= ${MAX_ACTIVE_LINKS} then now() - n * interval '7 hours'
                           else now() - interval '100 days' - n * interval '7 hours' end as made
              from generate_series(1, ${MAX_ACTIVE_LINKS + BIG_CLUB_EXPIRED_LINKS}::int) as n) as links`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as k from groups where club_id = ${clubId}),
         links as (select id, row_number() over (order by id) as n from club_links where club_id = ${clubId})
    insert into club_link_groups (link_id, group_id, club_id)
    select distinct links.id, numbered.id, ${clubId}::int
      from links cross join generate_series(0, 2) as step
      join numbered on numbered.k = (links.n * 7 + step * 5) % ${BIG_CLUB_GROUPS}
     where links.n % 4 <> 0 and step < 1 + links.n % 3`);
  await db.execute(sql`analyze club_links, club_link_groups`);
};

/**
 * The big club's groups (Members I): BIG_CLUB_GROUPS groups, each member in one by their user id, its group
 * leaders leading theirs, and BIG_CLUB_INACTIVE inactive members spread the same way.
 */
const seedGroups = async (db: Db, clubId: number): Promise<number[]> => {
  const groups = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into groups (club_id, title, max_users)
          select ${clubId}::int, 'Hold ' || g, ${BIG_CLUB_GROUP_LIMIT}::int
            from generate_series(1, ${BIG_CLUB_GROUPS}::int) as g returning id`,
    )
  ).map((row) => Number(row.id));
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as k from groups where club_id = ${clubId})
    insert into group_members (group_id, club_id, user_id, is_leader)
    select numbered.id, ${clubId}::int, m.user_id, m.type = ${memberTypeOf('leader')}
      from memberships m join numbered on numbered.k = m.user_id % ${BIG_CLUB_GROUPS}
     where m.club_id = ${clubId}`);
  await db.execute(sql`
    insert into inactive_members (club_id, first_name, surname, email, invited_at)
    select ${clubId}::int, ${namesArray(adultFirstNames)}[1 + g % ${adultFirstNames.length}],
           ${namesArray(surnames)}[1 + (g / ${adultFirstNames.length}) % ${surnames.length}],
           'inaktiv' || g || '@bench.klubhus.dk',
           case when g % 2 = 0 then now() end
      from generate_series(1, ${BIG_CLUB_INACTIVE}::int) as g`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as k from groups where club_id = ${clubId})
    insert into inactive_group_members (group_id, club_id, inactive_member_id)
    select numbered.id, ${clubId}::int, im.id
      from inactive_members im join numbered on numbered.k = im.id % ${BIG_CLUB_GROUPS}
     where im.club_id = ${clubId}`);
  return groups;
};

/**
 * The big club's activities (ADR 022), in plain SQL: BIG_CLUB_ACTIVITIES of them 100 minutes apart, from about 173
 * days ago to as far ahead, so about half are coming. Types by turn; every third belongs to a weekly series of ten
 * sharing its guid; every seventh has a group leader responsible; every fiftieth is cancelled. Half invite one of
 * the club's groups (about 1,000 members each), every tenth a second one, every eighth also five members one by one,
 * so that the invited counts have groups to join and people to count once.
 */
const seedActivities = async (db: Db, clubId: number, adminId: number) => {
  await db.execute(sql`
    insert into activities (club_id, type, title, location, starts_at, ends_at, created_by_user_id, responsible_user_id,
                            recurring, recurring_guid, recurring_times, cancelled_at, cancel_reason)
    select ${clubId}::int, (array[1, 2, 4, 5, 6, 7, 8, 9])[1 + g % 8],
           (array['Træning', 'Møde', 'Kamp', 'Arrangement', 'Opgave'])[1 + g % 5] || ' ' || g, 'Hal ' || (1 + g % 12),
           start, start + interval '90 minutes', ${adminId}::int,
           case when g % 7 = 0 then (select user_id from memberships where club_id = ${clubId} and type = ${memberTypeOf('leader')}
                                      order by user_id offset (g % 50) limit 1) end,
           case when g % 3 = 0 then 1 else 0 end,
           case when g % 3 = 0 then md5('bench-series-' || (g / 30))::uuid end,
           case when g % 3 = 0 then 10 else 1 end,
           case when g % 50 = 0 then start - interval '2 days' end,
           case when g % 50 = 0 then 'Aflyst' end
      from (select g, date_trunc('hour', now()) + (g - ${BIG_CLUB_ACTIVITIES / 2}::int) * interval '100 minutes' as start
              from generate_series(1, ${BIG_CLUB_ACTIVITIES}::int) as g) as seeded`);
  await db.execute(sql`
    with numbered_groups as (select id, row_number() over (order by id) - 1 as k from groups where club_id = ${clubId}),
         numbered as (select id, row_number() over (order by id) as n from activities where club_id = ${clubId})
    insert into activity_groups (activity_id, club_id, group_id)
    select distinct numbered.id, ${clubId}::int, numbered_groups.id
      from numbered cross join generate_series(0, 1) as step
      join numbered_groups on numbered_groups.k = (numbered.n + step * 7) % ${BIG_CLUB_GROUPS}
     where numbered.n % 2 = 0 and (step = 0 or numbered.n % 10 = 0)`);
  await db.execute(sql`
    with people as (select array_agg(user_id order by user_id) as ids from memberships where club_id = ${clubId}),
         numbered as (select id, row_number() over (order by id) as n from activities where club_id = ${clubId})
    insert into activity_invited_users (activity_id, club_id, user_id)
    select distinct numbered.id, ${clubId}::int, people.ids[1 + (numbered.n * 37 + step * 101) % cardinality(people.ids)]
      from numbered cross join people cross join generate_series(0, 4) as step
     where numbered.n % 8 = 0`);
  await db.execute(sql`analyze activities, activity_groups, activity_invited_users`);
};

/** Activities the invitation bench invites a group to, one per request (run.ts: warm-up + measured). */
export const INVITE_TARGETS = 330;
/** The soonest coming activities given their participants: the overview bench reads its first ten pages of 30. */
const PARTICIPATING_ACTIVITIES = 400;

/**
 * The big club's participants (ADR 023), in plain SQL: the PARTICIPATING_ACTIVITIES soonest coming activities of
 * `seedActivities` get their groups' members and their members invited one by one as participants, as the invitation
 * made them (a third attending), so that the overview the bench pages through counts real rows; and INVITE_TARGETS
 * coming activities inviting nobody yet, which the invitation bench fills a group at a time. Answers those, and the
 * activities the list bench reads.
 */
const seedParticipants = async (
  db: Db,
  clubId: number,
  adminId: number,
): Promise<{ inviteTargets: number[]; listed: number[] }> => {
  await db.execute(sql`
    with soonest as (select id from activities where club_id = ${clubId} and ends_at >= now()
                      order by starts_at, id limit ${PARTICIPATING_ACTIVITIES})
    insert into activity_participants (activity_id, club_id, user_id, status)
    select invited.activity_id, ${clubId}::int, invited.user_id,
           (case when (invited.activity_id + invited.user_id) % 3 = 0 then 1 else 0 end)::smallint
      from (select ag.activity_id, gm.user_id from soonest
              join activity_groups ag on ag.activity_id = soonest.id join group_members gm on gm.group_id = ag.group_id
            union
            select iu.activity_id, iu.user_id from soonest
              join activity_invited_users iu on iu.activity_id = soonest.id) as invited`);
  const targets = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into activities (club_id, type, title, location, starts_at, ends_at, created_by_user_id)
          select ${clubId}::int, 6, 'Klubfest ' || g, 'Klubhuset', start, start + interval '3 hours', ${adminId}::int
            from (select g, date_trunc('hour', now()) + interval '30 days' + g * interval '1 hour' as start
                    from generate_series(1, ${INVITE_TARGETS}::int) as g) as made
          returning id`,
    )
  ).map((row) => Number(row.id));
  await db.execute(sql`analyze activities, activity_participants`);
  const listed = await queryRows<{ id: number }>(
    db,
    sql`select a.id from activities a
         where a.club_id = ${clubId} and a.ends_at >= now() and a.cancelled_at is null
           and (select count(*) from activity_participants p where p.activity_id = a.id) >= 900
         order by a.starts_at, a.id limit 10`,
  );
  return { inviteTargets: targets.sort((a, b) => a - b), listed: listed.map((row) => Number(row.id)) };
};

/** The big club's teams (ADR 023: a series invites its teams' members on every occurrence) and their size. */
export const TEAMS = 20;
export const TEAM_SIZE = 25;

/**
 * TEAMS teams of TEAM_SIZE members of the big club beside its large groups, made after the other seeding so that
 * nothing else counts them among the club's groups; their members are spread over the club.
 */
const seedTeams = async (db: Db, clubId: number): Promise<number[]> => {
  const teams = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into groups (club_id, title) select ${clubId}::int, 'U' || (8 + t % 10) || ' hold ' || t
            from generate_series(1, ${TEAMS}::int) as t returning id`,
    )
  ).map((row) => Number(row.id));
  await db.execute(sql`
    with numbered as (select user_id, row_number() over (order by user_id) - 1 as n from memberships
                       where club_id = ${clubId} and type = ${memberTypeOf('member')})
    insert into group_members (group_id, club_id, user_id)
    select (${intList(teams)})[1 + numbered.n % ${TEAMS}], ${clubId}::int, numbered.user_id
      from numbered where numbered.n % 37 = 0 and numbered.n / 37 < ${TEAMS * TEAM_SIZE}`);
  await db.execute(sql`analyze groups, group_members`);
  return teams.sort((a, b) => a - b);
};

/** Ids as one array parameter. */
const intList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The big club's last year of answered activities (ADR 023), for the statistics bench: for the first
 * STATISTICS_GROUPS of its groups (a quarter of the club, about 5,000 members), each group's weekly practice and a
 * match every other week over the 52 weeks before today (78 activities a group), each with its group's members as
 * participants — about 390,000 rows, 78 a member — who answered as a club's members do: seven in ten came, two sent
 * word, one never answered. Plain SQL: one statement for the activities with their groups, one for the participants.
 * A quarter rather than the whole club keeps the seeding to seconds (the whole club took two minutes on PGlite); what
 * a member's statistics read — their own rows, by the index on club and user — is the same. Answers ROTATION members
 * of those groups, spread over them.
 */
export const STATISTICS_WEEKS = 52;
const STATISTICS_GROUPS = 5;
const seedStatisticsYear = async (db: Db, clubId: number, adminId: number): Promise<number[]> => {
  await db.execute(sql`
    with numbered as (
           select id, k
             from (select id, row_number() over (order by id) - 1 as k from groups where club_id = ${clubId}) as g
            where k < ${STATISTICS_GROUPS}
         ),
         made as (
           insert into activities (club_id, type, title, location, starts_at, ends_at, created_by_user_id)
           select ${clubId}::int, case when w.kind = 0 then 1 else 4 end,
                  case when w.kind = 0 then 'Ugetræning ' else 'Kamp ' end || numbered.k || '/' || w.week,
                  'Bane ' || (1 + numbered.k % 6), w.start, w.start + interval '90 minutes', ${adminId}::int
             from numbered
             cross join lateral (
               select week, kind,
                      date_trunc('day', now()) - (${STATISTICS_WEEKS}::int - week) * interval '7 days'
                        + (numbered.k % 5) * interval '1 day' + interval '16 hours' + kind * interval '2 days' as start
                 from generate_series(0, ${STATISTICS_WEEKS - 1}::int) as week cross join generate_series(0, 1) as kind
                where kind = 0 or week % 2 = 0
             ) as w
           returning id, title
         )
    insert into activity_groups (activity_id, club_id, group_id)
    select made.id, ${clubId}::int, numbered.id
      from made join numbered on numbered.k = split_part(split_part(made.title, ' ', 2), '/', 1)::int`);
  await db.execute(sql`
    insert into activity_participants (activity_id, club_id, user_id, status, invited_at, changed_at)
    select a.id, ${clubId}::int, gm.user_id,
           (case when (a.id * 7 + gm.user_id * 13) % 10 < 7 then 1 when (a.id * 7 + gm.user_id * 13) % 10 < 9 then 2
                 else 0 end)::smallint,
           a.starts_at - interval '7 days', a.starts_at
      from activities a
      join activity_groups ag on ag.activity_id = a.id
      join group_members gm on gm.group_id = ag.group_id
     where a.club_id = ${clubId} and (a.title like 'Ugetræning %' or a.title like 'Kamp %/%')
    on conflict do nothing`);
  await db.execute(sql`analyze activities, activity_groups, activity_participants`);
  const every = Math.max(1, Math.floor((BIG_CLUB_SIZE * STATISTICS_GROUPS) / BIG_CLUB_GROUPS / ROTATION));
  return (
    await queryRows<{ user_id: number }>(
      db,
      sql`select user_id
            from (select user_id, row_number() over (order by user_id) as n
                    from (select distinct p.user_id
                            from activities a join activity_participants p on p.activity_id = a.id
                           where a.club_id = ${clubId} and a.title like 'Ugetræning %') as year) as ranked
           where n % ${every} = 0
           order by user_id
           limit ${ROTATION}`,
    )
  ).map((row) => Number(row.user_id));
};
