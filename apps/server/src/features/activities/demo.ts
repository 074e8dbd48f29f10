import { randomUUID } from 'node:crypto';
import {
  activityTypeOf,
  DEFAULT_TIME_ZONE,
  instantOf,
  occurrences,
  participantStatuses,
  wallTime,
  type ActivityTypeId,
} from '@klubhus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import {
  activities,
  activityGroups,
  activitySharedCalendars,
  activityTypes,
  clubs,
  groups,
} from '../../db/schema/index.js';
import type { DemoContext, DemoMember, DemoSeeder } from '../../demo/seedDemo.js';
import type { DemoTeam } from '../../demo/demoPeople.js';
import type { DemoOwnTypeTitle } from '../activity-types/public.js';
import { DEMO_SHARED_CALENDAR } from '../shared-calendars/public.js';
import { localFileStorage, type FileStorage } from '../../shared/files/storage.js';
import { ballPhoto, pitchPhoto } from './demoImages.js';

/**
 * The demo club's season of activities (AREAS.md point 10, issue "Activities I"): weekly practices for every team
 * from six weeks ago to ten weeks ahead (so 'Tidligere' and 'Kommende aktiviteter' both hold some), matches, a
 * tournament with a fee, board meetings, the general assembly, a volunteers' task, a Christmas party, and one
 * practice cancelled with its reason. Times are wall-clock times in the club's zone, as a club plans them.
 *
 * "Activities II": everyone the activities invite is a participant; past ones were answered as clubs see it (most
 * came, some sent word, a few never answered), coming ones have some answers, the nearer the more; a few activities
 * carry comments, two of them photos. Statistics follow from that.
 *
 * "Activity types": some activities are of the club's own types (`activityTypesDemo`, seeded before this) — strength
 * training, a parents' meeting, the U13 tournament, a club evening — and one, over, of a type the club has hidden since.
 *
 * "Calendars" (ADR 026): the practices of the two U11 teams and of Motion are public, so the club's calendar feed
 * shows families when to come; the club has a VAT number, and its three public gatherings (the general assembly, the club
 * evening, the Christmas party) have a cover photo and are shared to the demo's shared calendar. Nothing is random: each answer is a hash of who,
 * what and when (relative to today), so every start shows the same club.
 */

const ZONE = DEFAULT_TIME_ZONE;

/** ISO weekday: 1 Monday … 7 Sunday. */
type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

interface Practice {
  group: string;
  /** The team whose leader is responsible. */
  ledBy: DemoTeam;
  weekday: Weekday;
  from: [number, number];
  minutes: number;
  location: string;
  limit?: number;
  /** Open to everyone (§2.5 visibility 1): in the club's public calendar feed for families looking for a team. */
  isPublic?: true;
}

const practices: readonly Practice[] = [
  { group: 'Senior', ledBy: 'senior', weekday: 2, from: [19, 0], minutes: 90, location: 'Stadion, bane 1' },
  { group: 'Veteran', ledBy: 'veteran', weekday: 3, from: [19, 0], minutes: 90, location: 'Stadion, bane 2' },
  { group: 'U13', ledBy: 'u13', weekday: 1, from: [17, 0], minutes: 75, location: 'Stadion, bane 3' },
  {
    group: 'U11 Drenge',
    ledBy: 'u11boys',
    weekday: 2,
    from: [16, 30],
    minutes: 60,
    location: 'Kunstgræsbanen',
    isPublic: true,
  },
  {
    group: 'U11 Piger',
    ledBy: 'u11girls',
    weekday: 4,
    from: [16, 30],
    minutes: 60,
    location: 'Kunstgræsbanen',
    isPublic: true,
  },
  {
    group: 'Motion',
    ledBy: 'motion',
    weekday: 6,
    from: [10, 0],
    minutes: 60,
    location: 'Hallen',
    limit: 20,
    isPublic: true,
  },
];

/** Weeks of practice before and after this week. */
const WEEKS_BEFORE = 6;
const WEEKS_AFTER = 10;

interface OneOff {
  title: string;
  /** A built-in type, or one of the club's own by its title. */
  type: ActivityTypeId | { own: DemoOwnTypeTitle };
  /** Days from today, and the wall-clock start. */
  inDays: number;
  from: [number, number];
  minutes: number;
  location: string;
  description?: string;
  groups: readonly string[];
  ledBy?: DemoTeam;
  amount?: number;
  /** Days before the start the sign-up closes. */
  deadlineDaysBefore?: number;
  limit?: number;
  visibility?: 1 | 3;
  /** Shared to the demo's shared calendar (ADR 026), with this photo as its cover (sharing needs one, §2.7). */
  sharedWithCover?: () => Uint8Array;
}

const oneOffs: readonly OneOff[] = [
  {
    title: 'Udekamp mod Vejlby IK',
    type: activityTypeOf('match'),
    inDays: -12,
    from: [14, 0],
    minutes: 120,
    location: 'Vejlby Stadion',
    groups: ['Senior'],
    ledBy: 'senior',
  },
  {
    title: 'Hjemmekamp mod Brabrand IF',
    type: activityTypeOf('match'),
    inDays: 9,
    from: [15, 0],
    minutes: 120,
    location: 'Stadion, bane 1',
    description: 'Mødetid 13.45 i klubhuset. Husk hvide trøjer.',
    groups: ['Senior'],
    ledBy: 'senior',
  },
  {
    title: 'U13 stævne i Silkeborg',
    type: { own: 'Stævne' },
    inDays: 20,
    from: [9, 0],
    minutes: 420,
    location: 'Silkeborg Sportscenter',
    description: 'Stævnegebyr dækker frokost og frugt. Vi kører i samlet bus fra klubhuset kl. 7.45.',
    groups: ['U13'],
    ledBy: 'u13',
    amount: 75,
    deadlineDaysBefore: 7,
    limit: 16,
  },
  {
    title: 'Bestyrelsesmøde',
    type: activityTypeOf('meeting'),
    inDays: 14,
    from: [19, 30],
    minutes: 120,
    location: 'Klubhuset, mødelokalet',
    description: 'Dagsorden: økonomi, baneplan for foråret, juleafslutning.',
    groups: ['Bestyrelse'],
  },
  {
    title: 'Bestyrelsesmøde',
    type: activityTypeOf('meeting'),
    inDays: -16,
    from: [19, 30],
    minutes: 120,
    location: 'Klubhuset, mødelokalet',
    groups: ['Bestyrelse'],
  },
  {
    title: 'Ordinær generalforsamling',
    type: activityTypeOf('meeting'),
    inDays: 35,
    from: [19, 0],
    minutes: 150,
    location: 'Klubhuset, salen',
    description: 'Dagsorden ifølge vedtægterne. Forslag skal være formanden i hænde senest 14 dage før.',
    groups: ['Senior', 'Veteran', 'Motion', 'Bestyrelse'],
    visibility: 1,
    sharedWithCover: pitchPhoto,
  },
  {
    title: 'Opsætning af nye mål',
    type: activityTypeOf('task'),
    inDays: 5,
    from: [9, 0],
    minutes: 180,
    location: 'Stadion, bane 3',
    description: 'Vi mangler 6 frivillige hænder. Der er kaffe og rundstykker.',
    groups: ['Frivillige'],
    limit: 6,
  },
  {
    title: 'Fysisk træning for seniorer',
    type: { own: 'Fysisk træning' },
    inDays: 3,
    from: [18, 0],
    minutes: 60,
    location: 'Klubhuset, fitnesslokalet',
    description: 'Core og ben med fysioterapeut Sanne. Tag indendørssko med.',
    groups: ['Senior'],
    ledBy: 'senior',
    limit: 14,
  },
  {
    title: 'Forældremøde U11',
    type: { own: 'Forældremøde' },
    inDays: 11,
    from: [19, 0],
    minutes: 60,
    location: 'Klubhuset, mødelokalet',
    description: 'Kørselsordning til udekampe og planen for indendørssæsonen.',
    groups: ['U11'],
    ledBy: 'u11girls',
  },
  {
    title: 'Klubaften med pubquiz',
    type: { own: 'Klubaften' },
    inDays: 17,
    from: [19, 30],
    minutes: 150,
    location: 'Klubhuset, salen',
    description: 'Hold på 4-6 personer. Baren er åben, og der er præmier til de tre bedste hold.',
    groups: ['Senior', 'Veteran', 'Motion'],
    visibility: 1,
    sharedWithCover: ballPhoto,
  },
  {
    title: 'Fodboldskole: afslutning',
    type: { own: 'Fodboldskole' },
    inDays: -20,
    from: [13, 0],
    minutes: 120,
    location: 'Stadion, bane 3',
    description: 'Diplomer, is og opvisningskamp for forældrene.',
    groups: ['U11', 'U13'],
  },
  {
    title: 'Juleafslutning',
    type: activityTypeOf('event'),
    inDays: 24,
    from: [17, 0],
    minutes: 180,
    location: 'Klubhuset, salen',
    description: 'Æbleskiver, gløgg og pakkeleg for hele klubben. Børn under 12 gratis.',
    groups: ['Senior', 'Veteran', 'U13', 'U11', 'Motion'],
    amount: 50,
    deadlineDaysBefore: 5,
    visibility: 1,
    sharedWithCover: pitchPhoto,
  },
];

/** The practice series cancelled one week: the reason a club gives. */
const CANCELLED = { group: 'Veteran', reason: 'Hallen er optaget af håndboldstævne' } as const;

const weekdayOf = (wall: ReturnType<typeof wallTime>): Weekday => {
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
};

const leaderOf = (people: readonly DemoMember[], team: DemoTeam | undefined): number | null =>
  team === undefined
    ? null
    : (people.find((person) => person.userId !== null && person.leads.includes(team))?.userId ?? null);

/** The demo club's VAT number (CVR): sharing to a shared calendar needs one (§2.7). */
const DEMO_VAT_ID = '12345678';

const seedActivities = async (
  tx: Db,
  { clubId, adminId, people }: DemoContext,
  now: Date,
  files: FileStorage,
): Promise<void> => {
  await tx.update(clubs).set({ paymentAgreementAccepted: true, vatId: DEMO_VAT_ID }).where(eq(clubs.id, clubId));
  const groupRows = await tx
    .select({ id: groups.id, title: groups.title })
    .from(groups)
    .where(eq(groups.clubId, clubId));
  const groupId = new Map(groupRows.map((row) => [row.title, row.id]));
  const ownTypes = await tx
    .select({ id: activityTypes.id, title: activityTypes.title })
    .from(activityTypes)
    .where(eq(activityTypes.clubId, clubId));
  const typeOf = (type: OneOff['type']): number => {
    if (typeof type === 'number') return type;
    const own = ownTypes.find((row) => row.title === type.own);
    if (!own) throw new Error(`the demo club has no activity type ${type.own}`);
    return own.id;
  };
  const today = wallTime(now, ZONE).set({ hour: 0, minute: 0, second: 0, millisecond: 0 });
  const invite = async (activityIds: number[], titles: readonly string[]) => {
    const rows = activityIds.flatMap((activityId) =>
      titles.flatMap((title) => {
        const id = groupId.get(title);
        return id === undefined ? [] : [{ activityId, clubId, groupId: id }];
      }),
    );
    if (rows.length > 0) await tx.insert(activityGroups).values(rows);
  };

  for (const practice of practices) {
    // The first practice day six weeks ago.
    const back = today.subtract({ weeks: WEEKS_BEFORE });
    const first = back.add({ days: (practice.weekday - weekdayOf(back) + 7) % 7 }).set({
      hour: practice.from[0],
      minute: practice.from[1],
    });
    const start = instantOf(first, ZONE);
    const end = instantOf(first.add({ minutes: practice.minutes }), ZONE);
    const count = WEEKS_BEFORE + WEEKS_AFTER;
    const until = instantOf(first.add({ weeks: count - 1 }).set({ hour: 12, minute: 0 }), ZONE);
    const guid = randomUUID();
    const responsible = leaderOf(people, practice.ledBy);
    const rows = occurrences({ start, end }, 1, count, ZONE).map((occurrence) => ({
      clubId,
      type: activityTypeOf('practice'),
      title: `Træning ${practice.group}`,
      location: practice.location,
      startsAt: occurrence.start,
      endsAt: occurrence.end,
      responsibleUserId: responsible,
      createdByUserId: responsible ?? adminId,
      participantLimit: practice.limit ?? null,
      visibility: practice.isPublic ? 1 : 3,
      recurring: 1,
      recurringGuid: guid,
      recurringUntil: until,
      recurringTimes: count,
      sendNotification: true,
    }));
    const inserted = await tx
      .insert(activities)
      .values(rows)
      .returning({ id: activities.id, startsAt: activities.startsAt });
    await invite(
      inserted.map((row) => row.id),
      [practice.group],
    );
    if (practice.group === CANCELLED.group) {
      // Next week's practice is cancelled: the hall is taken.
      const nextWeek = inserted.find((row) => row.startsAt.getTime() > now.getTime() + 24 * 60 * 60 * 1000);
      if (nextWeek) {
        await tx
          .update(activities)
          .set({ cancelledAt: now, cancelReason: CANCELLED.reason, cancelledByUserId: responsible ?? adminId })
          .where(and(eq(activities.id, nextWeek.id), eq(activities.clubId, clubId)));
      }
    }
  }

  for (const event of oneOffs) {
    const wall = today.add({ days: event.inDays }).set({ hour: event.from[0], minute: event.from[1] });
    const start = instantOf(wall, ZONE);
    const responsible = leaderOf(people, event.ledBy) ?? adminId;
    const cover = event.sharedWithCover
      ? await files.save(`activities/${clubId}`, event.sharedWithCover(), 'png')
      : null;
    const [row] = await tx
      .insert(activities)
      .values({
        clubId,
        type: typeOf(event.type),
        title: event.title,
        description: event.description ?? null,
        location: event.location,
        startsAt: start,
        endsAt: instantOf(wall.add({ minutes: event.minutes }), ZONE),
        deadline:
          event.deadlineDaysBefore === undefined
            ? null
            : instantOf(wall.subtract({ days: event.deadlineDaysBefore }).set({ hour: 23, minute: 55 }), ZONE),
        amountOre: event.amount === undefined ? null : event.amount * 100,
        participantLimit: event.limit ?? null,
        visibility: event.visibility ?? 3,
        responsibleUserId: responsible,
        createdByUserId: adminId,
        coverImagePath: cover,
        sendNotification: true,
        twoDaysReminder: event.deadlineDaysBefore !== undefined,
      })
      .returning({ id: activities.id });
    if (!row) throw new Error('demo activities failed');
    await invite([row.id], event.groups);
    if (cover) {
      await tx
        .insert(activitySharedCalendars)
        .values({ activityId: row.id, clubId, calendarId: DEMO_SHARED_CALENDAR.id });
    }
  }
};

/** A number in [0, 1) from a text (FNV-1a): the demo's dice, the same on every start. */
const dice = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const { invited, attending, cancelled } = participantStatuses;

interface Invitation {
  activity_id: number;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  participant_limit: number | null;
  user_id: number;
  email: string;
}

/**
 * One participant row per member of the groups each activity invites (as an invitation writes them), with an answer:
 * each person turns up as often as their own habit has it (55–95 %); an activity over was answered by most (about
 * three in four came), a coming one within two weeks by many, later ones by a few. A limit is never passed.
 */
const seedParticipants = async (tx: Db, clubId: number, now: Date): Promise<void> => {
  const rows = await queryRows<Invitation>(
    tx,
    sql`select distinct a.id as activity_id, a.title, a.starts_at, a.ends_at, a.participant_limit, u.id as user_id, u.email
          from activities a
          join activity_groups ag on ag.activity_id = a.id
          join group_members gm on gm.group_id = ag.group_id
          join users u on u.id = gm.user_id
         where a.club_id = ${clubId}
         order by a.id, u.id`,
  );
  const attendingOf = new Map<number, number>();
  const statuses = rows.map((row) => {
    const starts = new Date(row.starts_at).getTime();
    const day = Math.round((starts - now.getTime()) / DAY_MS);
    const habit = 0.55 + 0.4 * dice(`habit:${row.email}`);
    const roll = dice(`${row.email}|${row.title}|${day}`);
    const over = new Date(row.ends_at).getTime() < now.getTime();
    // Of those who did not come, most sent word; over: everyone had their chance to answer.
    const answered = over ? 1 : day <= 14 ? 0.7 : 0.3;
    let status: number = invited;
    if (roll < answered * habit) status = attending;
    else if (roll < answered * (habit + (1 - habit) * 0.7)) status = cancelled;
    const id = Number(row.activity_id);
    const filled = attendingOf.get(id) ?? 0;
    if (status === attending) {
      if (row.participant_limit !== null && filled >= row.participant_limit) status = invited;
      else attendingOf.set(id, filled + 1);
    }
    return status;
  });
  const column = (values: readonly number[], type: string) => sql`${`{${values.join(',')}}`}::${sql.raw(type)}[]`;
  await tx.execute(sql`
    insert into activity_participants (activity_id, club_id, user_id, status, invited_at, changed_at)
    select t.activity_id, ${clubId}::int, t.user_id, t.status, a.created_at, a.created_at
      from unnest(${column(
        rows.map((row) => Number(row.activity_id)),
        'int',
      )}, ${column(
        rows.map((row) => Number(row.user_id)),
        'int',
      )}, ${column(statuses, 'smallint')}) as t (activity_id, user_id, status)
      join activities a on a.id = t.activity_id`);
};

interface DemoComment {
  /** The activity by its title and, for a series, its start relative to today (the nearest past or coming one). */
  title: string;
  when: 'past' | 'coming';
  /** Who writes: a team's leader, a member of the team, or the administrator. */
  by: { leads: DemoTeam } | { team: DemoTeam; nth: number } | 'admin';
  /** Hours after the activity ended (past) or before now (coming). */
  hours: number;
  text?: string;
  photo?: () => Uint8Array;
}

const comments: readonly DemoComment[] = [
  {
    title: 'Udekamp mod Vejlby IK',
    when: 'past',
    by: { leads: 'senior' },
    hours: 1,
    text: 'Godt kæmpet! 2-1 på udebane mod Vejlby er ingen selvfølge. Tak for indsatsen, alle sammen.',
  },
  { title: 'Udekamp mod Vejlby IK', when: 'past', by: { team: 'senior', nth: 2 }, hours: 2, photo: pitchPhoto },
  {
    title: 'Udekamp mod Vejlby IK',
    when: 'past',
    by: { team: 'senior', nth: 4 },
    hours: 3,
    text: 'Jeg tager spillertøjet med hjem og vasker det til på tirsdag.',
  },
  {
    title: 'Træning U11 Piger',
    when: 'past',
    by: { leads: 'u11girls' },
    hours: 2,
    text: 'Super træning i dag! Vi øver videre på afleveringerne på torsdag. Husk drikkedunk.',
  },
  { title: 'Træning U11 Piger', when: 'past', by: { leads: 'u11girls' }, hours: 2, photo: ballPhoto },
  {
    title: 'Juleafslutning',
    when: 'coming',
    by: 'admin',
    hours: 30,
    text: 'Vi mangler stadig et par hænder til æbleskiverne. Skriv her, hvis du kan hjælpe fra kl. 16.',
  },
  { title: 'Juleafslutning', when: 'coming', by: { team: 'motion', nth: 1 }, hours: 20, text: 'Jeg kan godt hjælpe!' },
  {
    title: 'Opsætning af nye mål',
    when: 'coming',
    by: { team: 'veteran', nth: 1 },
    hours: 5,
    text: 'Jeg kommer med trailer og værktøj.',
  },
];

/** The nearest activity of a title on the side of now asked for. */
const activityOf = async (tx: Db, clubId: number, title: string, when: DemoComment['when'], now: Date) => {
  const [row] = await queryRows<{ id: number; ends_at: Date | string }>(
    tx,
    when === 'past'
      ? sql`select id, ends_at from activities where club_id = ${clubId} and title = ${title}
              and ends_at < ${now}::timestamptz and cancelled_at is null order by starts_at desc limit 1`
      : sql`select id, ends_at from activities where club_id = ${clubId} and title = ${title}
              and ends_at >= ${now}::timestamptz and cancelled_at is null order by starts_at limit 1`,
  );
  return row;
};

const authorOf = ({ adminId, people }: DemoContext, by: DemoComment['by']): number | undefined => {
  if (by === 'admin') return adminId;
  if ('leads' in by) return leaderOf(people, by.leads) ?? undefined;
  return people.filter((person) => person.userId !== null && person.team === by.team)[by.nth]?.userId ?? undefined;
};

/** The comments, photos stored below DATA_DIR/files as an upload stores them. */
const seedComments = async (tx: Db, context: DemoContext, now: Date, files: FileStorage): Promise<void> => {
  for (const comment of comments) {
    const activity = await activityOf(tx, context.clubId, comment.title, comment.when, now);
    const userId = authorOf(context, comment.by);
    if (!activity || userId === undefined) continue;
    const at =
      comment.when === 'past'
        ? new Date(new Date(activity.ends_at).getTime() + comment.hours * 60 * 60 * 1000)
        : new Date(now.getTime() - comment.hours * 60 * 60 * 1000);
    const imagePath = comment.photo
      ? await files.save(`activities/${context.clubId}/comments`, comment.photo(), 'png')
      : null;
    await tx.execute(sql`
      insert into activity_comments (activity_id, club_id, user_id, type, comment, image_path, created_at)
      values (${activity.id}, ${context.clubId}, ${userId}, ${imagePath ? 1 : 0}, ${comment.text ?? null},
              ${imagePath}, ${at}::timestamptz)`);
  }
};

export const activitiesDemo: DemoSeeder = {
  name: 'activities',
  seed: async (tx, context, deps) => {
    const now = deps.clock.now();
    const files = localFileStorage(deps.config.dataDir);
    await seedActivities(tx, context, now, files);
    await seedParticipants(tx, context.clubId, now);
    await seedComments(tx, context, now, files);
  },
};
