import { memberTypeOf, type ActivityUpdateInput, type NewActivityInput } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';

/**
 * "Now" of the activity tests (ADR 022): a Sunday morning in September 2026, so that "yesterday" and October's
 * summer-time change are fixed (`t.clock.stopAt(NOW)`).
 */
export const NOW = new Date('2026-09-20T10:00:00Z');

/** A coming activity of `clubId` as the wizard sends it: a practice on Thursday 1 October 2026, 17–18 in Copenhagen. */
export const newActivity = (clubId: number, over: Partial<NewActivityInput> = {}): NewActivityInput => ({
  clubId,
  type: 1,
  title: 'Træning',
  start: '2026-10-01T15:00',
  end: '2026-10-01T16:00',
  participantsVisible: true,
  commentsEnabled: true,
  ...over,
});

/** The update body the form sends for an activity as answered, with `over` changed. */
export const updateOf = (
  activity: {
    id: number;
    type: number;
    title: string;
    start: string;
    end: string;
    deadline: string | null;
    location: string | null;
    description: string | null;
    responsible: { userId: number } | null;
    limit: number | null;
    forcedParticipation: boolean;
    participantsVisible: boolean;
    commentsEnabled: boolean;
    sendNotification: boolean;
    twoDaysReminder: boolean;
    visibility: number;
    amount: number | null;
    groups: { userGroupId: number }[];
    users: { userId: number }[];
  },
  over: Partial<ActivityUpdateInput> = {},
): ActivityUpdateInput => ({
  activityId: activity.id,
  type: activity.type,
  title: activity.title,
  start: activity.start,
  end: activity.end,
  deadline: activity.deadline,
  location: activity.location,
  description: activity.description,
  responsibleUserId: activity.responsible?.userId ?? null,
  limit: activity.limit,
  forcedParticipation: activity.forcedParticipation,
  participantsVisible: activity.participantsVisible,
  commentsEnabled: activity.commentsEnabled,
  sendNotification: activity.sendNotification,
  twoDaysReminder: activity.twoDaysReminder,
  visibility: activity.visibility,
  amount: activity.amount,
  groupIds: activity.groups.map((group) => group.userGroupId),
  userIds: activity.users.map((user) => user.userId),
  ...over,
});

export const acceptPaymentAgreement = async (db: Db, clubId: number, accepted = true) => {
  await db.execute(sql`update clubs set payment_agreement_accepted = ${accepted} where id = ${clubId}`);
};

/** Every row of the club's activities, by start then id. */
export const activityRows = (db: Db, clubId: number) =>
  queryRows<Record<string, unknown> & { id: number; starts_at: Date; ends_at: Date }>(
    db,
    sql`select * from activities where club_id = ${clubId} order by starts_at, id`,
  );

/** A fresh club of its own with club A's administrator and group leader in it (lists that must start empty). */
export const seedOwnClub = async (db: Db, world: AccessWorld, title: string): Promise<number> => {
  const [club] = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values (${title}, 'DK') returning id`,
  );
  const clubId = Number(club?.id);
  await db.execute(sql`insert into memberships (club_id, user_id, type) values
    (${clubId}, ${world.userIds.adminA}, ${memberTypeOf('admin')}),
    (${clubId}, ${world.userIds.leaderA}, ${memberTypeOf('leader')})`);
  return clubId;
};

/** A member of club A in group A (led by leaderA) and one in the other group (led by otherLeaderA). */
export const seedMember = async (db: Db, clubId: number, groupId: number | null, name: string): Promise<number> => {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname)
        values (${`${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@test.klubhus.dk`}, 'x', ${name}, 'Test')
        returning id`,
  );
  const userId = Number(user?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf('member')})`,
  );
  if (groupId !== null) {
    await db.execute(
      sql`insert into group_members (group_id, club_id, user_id) values (${groupId}, ${clubId}, ${userId})`,
    );
  }
  return userId;
};
