import type { FlagsPayload } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { enqueueMessageMails, sendMessageMails } from '../../src/features/messages/delivery.js';
import type { MailPayload } from '../../src/shared/mail/mail.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';
import type { TestApp } from '../support/testApp.js';

/**
 * The people of the delivery tests, beside the access world's (ADR 028 "Who gets a message"): group A holds leaderA
 * and memberA (who reads English), group A2 otherLeaderA and memberA again; adminA is in neither.
 */
export interface DeliveryWorld {
  /** A parent's address that two inactive children (in group A and in group A2) share. */
  parentEmail: string;
  children: { emma: number; oskar: number };
  /** An inactive member of group A whose address chose no club mails. */
  quietInactive: { id: number; email: string };
  /** A member of group A who chose no club mails. */
  quietMember: { id: number; email: string };
  /** An inactive row in group A2 with memberA's address (in capitals): mailed once, as memberA. */
  memberAsInactive: number;
  /** A child of group A without an e-mail of its own, an activated inactive row of group A: never mailed. */
  noEmailChild: number;
  activated: number;
  /** A pending inactive member of no group, with an e-mail: mailed a message to all members. */
  loose: { id: number; email: string };
}

export const emailOf = (persona: string) => `${persona}@test.klubhus.dk`.toLowerCase();

const one = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(db, query);
  if (!row) throw new Error('seed failed');
  return Number(row.id);
};

const inactive = (db: Db, clubId: number, firstName: string, email: string) =>
  one(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, email)
        values (${clubId}, ${firstName}, 'Test', ${email}) returning id`,
  );

const inGroup = (db: Db, clubId: number, groupId: number, inactiveId: number) =>
  db.execute(
    sql`insert into inactive_group_members (group_id, club_id, inactive_member_id)
        values (${groupId}, ${clubId}, ${inactiveId})`,
  );

export const seedDeliveryWorld = async (db: Db, world: AccessWorld): Promise<DeliveryWorld> => {
  const { clubA, groups, userIds } = world;
  await db.execute(sql`update users set locale = 'en' where id = ${userIds.memberA}`);
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id) values (${groups.otherA}, ${clubA}, ${userIds.memberA})`,
  );
  const parentEmail = 'forelder@test.klubhus.dk';
  const emma = await inactive(db, clubA, 'Emma', parentEmail);
  const oskar = await inactive(db, clubA, 'Oskar', 'FORELDER@test.klubhus.dk');
  await inGroup(db, clubA, groups.a, emma);
  await inGroup(db, clubA, groups.otherA, oskar);
  const quietInactive = {
    id: await inactive(db, clubA, 'Stille', 'stille@test.klubhus.dk'),
    email: 'stille@test.klubhus.dk',
  };
  await db.execute(sql`update inactive_members set message_mails = false where id = ${quietInactive.id}`);
  await inGroup(db, clubA, groups.a, quietInactive.id);
  const quietEmail = 'rolig@test.klubhus.dk';
  const quietId = await one(
    db,
    sql`insert into users (email, password_hash, first_name, surname) values (${quietEmail}, 'x', 'Rolig', 'Test')
        returning id`,
  );
  await db.execute(sql`insert into memberships (club_id, user_id, message_mails) values (${clubA}, ${quietId}, false)`);
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id) values (${groups.a}, ${clubA}, ${quietId})`,
  );
  const memberAsInactive = await inactive(db, clubA, 'Dobbelt', emailOf('memberA').toUpperCase());
  await inGroup(db, clubA, groups.otherA, memberAsInactive);
  const noEmailChild = await one(
    db,
    sql`insert into users (email, password_hash, first_name, surname) values (null, null, 'Barn', 'Test') returning id`,
  );
  await db.execute(sql`insert into memberships (club_id, user_id) values (${clubA}, ${noEmailChild})`);
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id) values (${groups.a}, ${clubA}, ${noEmailChild})`,
  );
  const activated = await inactive(db, clubA, 'Aktiveret', 'aktiveret@test.klubhus.dk');
  await db.execute(sql`update inactive_members set activated_at = now() where id = ${activated}`);
  await inGroup(db, clubA, groups.a, activated);
  // An address stored before validation was as strict (an old import): skipped, never a failed message.
  const malformed = await inactive(db, clubA, 'Forkert', 'ikke en mail@');
  await inGroup(db, clubA, groups.a, malformed);
  const loose = { id: await inactive(db, clubA, 'Løs', 'loes@test.klubhus.dk'), email: 'loes@test.klubhus.dk' };
  return {
    parentEmail,
    children: { emma, oskar },
    quietInactive,
    quietMember: { id: quietId, email: quietEmail },
    memberAsInactive,
    noEmailChild,
    activated,
    loose,
  };
};

/** The deps the create path hands `enqueueMessageMails`, from the test app. */
export const deliveryDeps = (t: TestApp) => ({
  clock: t.clock,
  mailer: t.app.mailer,
  config: t.config,
  links: t.app.linkTokens,
  flags: {} as FlagsPayload,
});

/** Enqueues a message's fan-out job in a transaction of its own, as the create path does; answers the count. */
export const enqueueIn = (t: TestApp, clubId: number, messageId: number) =>
  t.database.db.transaction((tx) => enqueueMessageMails(tx, deliveryDeps(t), { clubId, messageId }));

/**
 * Runs a message's fan-out (the `messageMails` job's handler) at once, as the worker would: its mails into the outbox.
 * `batchSize` and `mailer` replace the job's own, to test the batches.
 */
export const fanOut = (
  t: TestApp,
  clubId: number,
  messageId: number,
  { batchSize, mailer = t.app.mailer }: { batchSize?: number; mailer?: TestApp['app']['mailer'] } = {},
) => sendMessageMails({ ...deliveryDeps(t), mailer, db: t.database.db }, { batchSize })({ clubId, messageId });

/** Enqueues a message's mails as the create call and the worker do (count, then the fan-out); answers the count. */
export const mailIn = async (t: TestApp, clubId: number, messageId: number): Promise<number> => {
  const count = await enqueueIn(t, clubId, messageId);
  await fanOut(t, clubId, messageId);
  return count;
};

/** The mails of the outbox (pending or sent) whose subject ends with `title`. */
export const queuedMails = async (db: Db, title: string): Promise<MailPayload[]> =>
  (await queryRows<{ payload: MailPayload }>(db, sql`select payload from outbox where kind = 'mail' order by id`))
    .map((row) => row.payload)
    .filter((payload) => payload.subject.endsWith(`: ${title}`));

/** A header field of a raw mail, unfolded (RFC 5322 §2.2.3). */
export const headerOf = (raw: string, name: string): string | undefined => {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((field) => field.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

/** The unsubscribe token of a mail's text (its footer link). */
export const tokenOf = (text: string): string => {
  const match = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no unsubscribe link in the mail');
  return match[1];
};
