import type { LocaleCode } from '@klubhus/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { clubs, personalCalendarLinks, users } from '../../db/schema/index.js';
import { activityTypesSql } from '../activity-types/public.js';

/**
 * The SQL of the calendar feeds (ADR 026). A feed's activities are one statement: those it holds from `since` on,
 * soonest first, at most FEED_MAX_ACTIVITIES, in the columns an event shows; their clubs (name, zone) and the clubs'
 * types (titles) are read apart, a few rows each, rather than repeated on thousands. The club's feed reads the index on
 * (club_id, starts_at, id), the personal one the participants' index on (club_id, user_id), a shared calendar's the
 * shares' index on (calendar_id, activity_id).
 */

/** The most activities one feed holds (the soonest from 90 days ago): a season and a half of a big club's. */
const FEED_MAX_ACTIVITIES = 5_000;

/** An activity as the feeds read it (snake case, as PostgreSQL names the columns). */
export interface FeedRow {
  id: number;
  club_id: number;
  type: number;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  cancelled: boolean;
  recurring: number;
  recurring_guid: string | null;
  /** The member's answer (`activity_participants.status`): the personal feed's rows only. */
  status?: number | null;
}

/** Which activities a feed holds. */
export type FeedScope =
  | { kind: 'club'; clubId: number; since: Date }
  | { kind: 'personal'; clubId: number; userId: number; since: Date }
  | { kind: 'shared'; calendarId: number; since: Date }
  | { kind: 'one'; clubId: number; activityId: number };

const columns = sql`a.id, a.club_id, a.type, a.title, a.description, a.location, a.starts_at, a.ends_at,
       a.cancelled_at is not null as cancelled, a.recurring, a.recurring_guid`;

const bounded = sql`order by a.starts_at, a.id limit ${FEED_MAX_ACTIVITIES}`;

/** The statement of a feed's activities (the bench times it raw beside the club feed's call). */
export const feedRowsSql = (scope: FeedScope): SQL => {
  switch (scope.kind) {
    case 'club':
      // Public activities only (visibility 1): the club's feed is public by its address.
      return sql`select ${columns} from activities a
         where a.club_id = ${scope.clubId} and a.visibility = 1 and a.starts_at >= ${scope.since}::timestamptz
         ${bounded}`;
    case 'personal':
      // What the member is invited to (ADR 023: one participant row per person invited, through a group or alone),
      // invited-only activities too, with their answer.
      return sql`select ${columns}, p.status
          from activity_participants p
          join activities a on a.id = p.activity_id and a.club_id = p.club_id
         where p.club_id = ${scope.clubId} and p.user_id = ${scope.userId} and a.starts_at >= ${scope.since}::timestamptz
         ${bounded}`;
    case 'shared':
      return sql`select ${columns}
          from activity_shared_calendars s
          join activities a on a.id = s.activity_id and a.club_id = s.club_id
         where s.calendar_id = ${scope.calendarId} and a.starts_at >= ${scope.since}::timestamptz
         ${bounded}`;
    case 'one':
      return sql`select ${columns} from activities a where a.id = ${scope.activityId} and a.club_id = ${scope.clubId}`;
  }
};

export const feedRows = (db: Db, scope: FeedScope): Promise<FeedRow[]> => queryRows<FeedRow>(db, feedRowsSql(scope));

export interface FeedClub {
  id: number;
  title: string;
  timeZone: string;
}

/** The clubs' names and zones, by id (an unknown club is simply not there). */
export const clubsByIds = async (db: Db, ids: readonly number[]): Promise<Map<number, FeedClub>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clubs.id, title: clubs.title, timeZone: clubs.timeZone })
    .from(clubs)
    .where(inArray(clubs.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
};

/** A type's title as its club sees it (ADR 024), and its translations. */
export interface FeedType {
  title: string;
  translations: Partial<Record<LocaleCode, string>> | string | null;
}

/** The club's types by id, as its list shows them (the activity types' own statement: built-ins merged, its own). */
export const typesOfClub = async (db: Db, clubId: number): Promise<Map<number, FeedType>> => {
  const rows = await queryRows<{ clubActivityTypeId: number } & FeedType>(db, activityTypesSql(clubId));
  return new Map(
    rows.map((row) => [Number(row.clubActivityTypeId), { title: row.title, translations: row.translations }]),
  );
};

/** A personal feed's link as its token's hash finds it, with what the feed needs of its member and club. */
export interface PersonalLinkRow {
  clubId: number;
  userId: number;
  nonce: string;
  locale: LocaleCode | null;
  brandId: string;
  clubTitle: string;
  timeZone: string;
}

export const findLinkByHash = async (db: Db, tokenHash: string): Promise<PersonalLinkRow | undefined> => {
  const [row] = await db
    .select({
      clubId: personalCalendarLinks.clubId,
      userId: personalCalendarLinks.userId,
      nonce: personalCalendarLinks.nonce,
      locale: users.locale,
      brandId: clubs.brandId,
      clubTitle: clubs.title,
      timeZone: clubs.timeZone,
    })
    .from(personalCalendarLinks)
    .innerJoin(users, eq(users.id, personalCalendarLinks.userId))
    .innerJoin(clubs, eq(clubs.id, personalCalendarLinks.clubId))
    .where(eq(personalCalendarLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
};

const ofMember = (clubId: number, userId: number) =>
  and(eq(personalCalendarLinks.clubId, clubId), eq(personalCalendarLinks.userId, userId));

/** The nonce of the member's link in the club, or undefined while they have none. */
export const findNonce = async (db: Db, clubId: number, userId: number): Promise<string | undefined> => {
  const [row] = await db
    .select({ nonce: personalCalendarLinks.nonce })
    .from(personalCalendarLinks)
    .where(ofMember(clubId, userId))
    .limit(1);
  return row?.nonce;
};

/** Puts the member's link in place of any earlier one (one statement: the earlier token stops working with it). */
export const replaceLink = async (
  db: Db,
  link: { clubId: number; userId: number; nonce: string; tokenHash: string; at: Date },
): Promise<void> => {
  await db
    .insert(personalCalendarLinks)
    .values({
      clubId: link.clubId,
      userId: link.userId,
      nonce: link.nonce,
      tokenHash: link.tokenHash,
      createdAt: link.at,
    })
    .onConflictDoUpdate({
      target: [personalCalendarLinks.clubId, personalCalendarLinks.userId],
      set: { nonce: link.nonce, tokenHash: link.tokenHash, createdAt: link.at },
    });
};

export const deleteLink = async (db: Db, clubId: number, userId: number): Promise<void> => {
  await db.delete(personalCalendarLinks).where(ofMember(clubId, userId));
};
