import { SPONSORS_MAX, type MemberType } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/**
 * The SQL of the sponsor gate (`sponsors/Show`, ADR 029). A banner is counted in one transaction that holds the
 * club's `sponsor_pools` row locked from its first read to its commit, so that the views of one club are counted one
 * sign-in at a time: what the pick reads (the sponsors' counts, the pool, the viewer's last view) cannot change under
 * it, and `shown_count` never passes `max_views`.
 */

/** The club the gate looks at for the caller, their place in it, and whether it has sponsors at all. */
export interface GateClubRow {
  club_id: number;
  member_type: MemberType;
  zip: string | null;
  has_sponsors: boolean;
}

/**
 * The caller's membership in `clubId`, or without it their first club in the overview's order (by title, then id; the
 * clubs above id 0, as `userClubsQuery`): with their member type, their profile's zip, and whether the club has
 * sponsors. Undefined when the caller is not a member there (or of any club).
 */
export const gateClub = async (
  db: Db,
  userId: number,
  clubId: number | undefined,
): Promise<GateClubRow | undefined> => {
  const [row] = await queryRows<GateClubRow>(
    db,
    sql`select m.club_id, m.type as member_type, u.zip,
               exists (select 1 from sponsors s where s.club_id = m.club_id) as has_sponsors
          from memberships m join clubs c on c.id = m.club_id join users u on u.id = m.user_id
         where m.user_id = ${userId} and c.id > 0 ${clubId === undefined ? sql`` : sql`and m.club_id = ${clubId}`}
         order by lower(c.title), c.id
         limit 1`,
  );
  return row;
};

/**
 * Locks the club's pool row until the transaction ends (made first if the club never bought for its pool): the
 * gate's lock, taken before anything it reads. Answers the views left in the pool.
 */
export const lockPool = async (tx: Db, clubId: number): Promise<number> => {
  await tx.execute(sql`insert into sponsor_pools (club_id) values (${clubId}) on conflict (club_id) do nothing`);
  const [row] = await queryRows<{ views_left: number }>(
    tx,
    sql`select views_left from sponsor_pools where club_id = ${clubId} for update`,
  );
  if (!row) throw new Error(`the pool row of club ${clubId} vanished under its lock`);
  return Number(row.views_left);
};

/** What the pick needs besides the sponsors: whether the caller had a view counted since `since`, and the exemptions. */
export interface GateState {
  seen: boolean;
  exemptions: { memberType: number; enabled: boolean }[];
}

export const gateState = async (tx: Db, clubId: number, userId: number, since: Date): Promise<GateState> => {
  const [row] = await queryRows<{ seen: boolean; exemptions: { memberType: number; enabled: boolean }[] | null }>(
    tx,
    sql`select exists (select 1 from sponsor_viewers v
                        where v.club_id = ${clubId} and v.user_id = ${userId} and v.shown_at > ${since}) as seen,
               (select json_agg(json_build_object('memberType', e.member_type, 'enabled', e.enabled))
                  from sponsor_exemptions e where e.club_id = ${clubId}) as exemptions`,
  );
  return { seen: row?.seen === true, exemptions: row?.exemptions ?? [] };
};

/** A sponsor as the gate compares it (`SponsorCandidate` of the domain). */
export interface GateSponsorRow {
  id: number;
  max_views: number;
  shown_count: number;
  is_external: boolean;
  zip_codes: string[];
}

/** The club's sponsors as the pick compares them (at most SPONSORS_MAX, on `sponsors_club_idx`). */
export const gateSponsorsSql = (clubId: number): SQL =>
  sql`select id, max_views, shown_count, is_external, zip_codes
        from sponsors where club_id = ${clubId}
       order by id
       limit ${SPONSORS_MAX}`;

export const gateSponsors = (tx: Db, clubId: number): Promise<GateSponsorRow[]> =>
  queryRows<GateSponsorRow>(tx, gateSponsorsSql(clubId));

/** One counted view: who saw which sponsor of which club, when, and whether the view is drawn from the pool. */
export interface CountedView {
  clubId: number;
  sponsorId: number;
  userId: number;
  memberType: MemberType;
  fromPool: boolean;
  at: Date;
}

/** The banner of a counted view. */
export interface BannerRow {
  title: string;
  url: string;
  logo_path: string;
}

/**
 * Counts one view in one statement: the sponsor's `shown_count + 1` (and, drawn from the pool, `max_views + 1` with
 * the pool's `views_left − 1`), the member type's exemption row's `shown_count + 1` when the row exists, and the
 * viewer's last view. Answers the banner; undefined (and nothing written) when the sponsor was deleted meanwhile.
 */
export const countView = async (tx: Db, view: CountedView): Promise<BannerRow | undefined> => {
  const drawn = view.fromPool ? 1 : 0;
  const [row] = await queryRows<BannerRow>(
    tx,
    sql`with shown as (
          update sponsors set shown_count = shown_count + 1, max_views = max_views + ${drawn}::int
           where club_id = ${view.clubId} and id = ${view.sponsorId}
          returning title, url, logo_path
        ), pool as (
          update sponsor_pools set views_left = views_left - 1
           where club_id = ${view.clubId} and ${view.fromPool}::boolean and exists (select 1 from shown)
        ), exempt as (
          update sponsor_exemptions set shown_count = shown_count + 1
           where club_id = ${view.clubId} and member_type = ${view.memberType} and exists (select 1 from shown)
        ), viewer as (
          insert into sponsor_viewers (club_id, user_id, shown_at)
          select ${view.clubId}::int, ${view.userId}::int, ${view.at}::timestamptz from shown
          on conflict (club_id, user_id) do update set shown_at = excluded.shown_at
        )
        select title, url, logo_path from shown`,
  );
  return row;
};
