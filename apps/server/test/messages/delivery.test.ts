import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { mailChoiceToken, personOfToken } from '../../src/features/messages/mailChoiceTokens.js';
import { api } from '../support/api.js';
import { deliverOutbox, startMailbox, type TestMailbox } from '../support/mailbox.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import {
  emailOf,
  enqueueIn,
  fanOut,
  headerOf,
  mailIn,
  queuedMails,
  seedDeliveryWorld,
  tokenOf,
  type DeliveryWorld,
} from './deliveryWorld.js';
import { putMessage } from './helpers.js';

/**
 * A message's mails (ADR 028 "Who gets a message", "No club mails"; AREAS.md point 9): each recipient once, in their
 * language and the club's brand, the message as text, a link to the board, and the unsubscribe link in the footer and
 * in the List-Unsubscribe header fields (RFC 2369, RFC 8058).
 */
let t: TestApp;
let mailbox: TestMailbox;
let world: AccessWorld;
let people: DeliveryWorld;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  world = await seedAccessWorld(t.database.db);
  people = await seedDeliveryWorld(t.database.db, world);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const admin = () => api(t, { token: world.tokens.adminA });
/** The mails the SMTP peer received about a message, by its title at the end of the subject. */
const about = (title: string) => mailbox.mails.filter((mail) => mail.subject.endsWith(`: ${title}`));
const addressesOf = (mails: readonly { to: string | string[] }[]) =>
  mails
    .flatMap((mail) => mail.to)
    .map((to) => to.toLowerCase())
    .sort();

describe('the message mail, through the create call and the outbox', () => {
  const title = 'Træning flyttes';
  const text =
    'Hej alle\nTræningen er flyttet.\r\nSe https://example.org/plan?uge=2&hold=a. <script>alert(1)</script> <b>fed</b>';
  let recipientCount: number;
  beforeAll(async () => {
    const created = await admin().createMessage({
      body: {
        clubId: world.clubA,
        title,
        message: text,
        allMembers: false,
        groupIds: [world.groups.a, world.groups.otherA],
      },
    });
    recipientCount = created.recipientCount;
    await deliverOutbox(t);
  });

  it('reaches exactly the members of the two groups, each address once', () => {
    // memberA (in both groups, and an inactive row of their address) once; Emma and Oskar share their parent's
    // address: one mail. Not adminA (no group), not the member or the inactive row that chose no mails, not the child
    // without an e-mail, not the inactive row already activated.
    const expected = [emailOf('leaderA'), emailOf('memberA'), emailOf('otherLeaderA'), people.parentEmail].sort();
    expect(addressesOf(about(title))).toEqual(expected);
    expect(recipientCount).toBe(4);
  });

  it('is written in each recipient’s language: theirs, else the brand’s (inactive members: the brand’s)', () => {
    const [english] = mailbox.to(emailOf('memberA')).filter((mail) => mail.subject.endsWith(title));
    expect(english?.subject).toBe(`Message from Klub A: ${title}`);
    expect(english?.text).toContain('Hi memberA');
    expect(english?.text).toContain('Stop e-mails with messages from Klub A: ');
    const [danish] = mailbox.to(emailOf('leaderA')).filter((mail) => mail.subject.endsWith(title));
    expect(danish?.subject).toBe(`Besked fra Klub A: ${title}`);
    const [parent] = mailbox.to(people.parentEmail).filter((mail) => mail.subject.endsWith(title));
    expect(parent?.subject).toBe(`Besked fra Klub A: ${title}`);
    expect(parent?.text).toContain('Hej Emma, Oskar');
  });

  it('carries the message as text: the writer’s markup shown, line breaks kept, links clickable', () => {
    const [mail] = mailbox.to(emailOf('leaderA')).filter((item) => item.subject.endsWith(title));
    expect(mail?.text).toContain('Hej alle\nTræningen er flyttet.\nSe https://example.org/plan?uge=2&hold=a.');
    expect(mail?.text).toContain('<script>alert(1)</script>');
    const html = mail?.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>fed</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;fed&lt;/b&gt;');
    expect(html).toContain('Hej alle<br>\nTræningen er flyttet.<br>\nSe ');
    // The full stop after the address ends the sentence, not the link.
    expect(html).toContain(
      '<a href="https://example.org/plan?uge=2&amp;hold=a">https://example.org/plan?uge=2&amp;hold=a</a>.',
    );
    expect(html).toContain(`href="${t.config.publicUrl}/messages"`);
    expect(html).toContain('Klubhus');
  });

  it('carries List-Unsubscribe with its one-click address and List-Unsubscribe-Post, as the SMTP peer got them', () => {
    for (const mail of about(title)) {
      const token = tokenOf(mail.text);
      expect(headerOf(mail.raw, 'List-Unsubscribe')).toBe(
        `<${t.config.publicUrl}/api/v2/clubboards/unsubscribe?token=${token}>, ` +
          `<${t.config.publicUrl}/unsubscribe?token=${token}>`,
      );
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toContain(`href="${t.config.publicUrl}/unsubscribe?token=${token}"`);
    }
  });

  it('signs each link for its person: a member by user, the shared address by the first inactive row', () => {
    const person = (email: string) => {
      const [mail] = mailbox.to(email).filter((item) => item.subject.endsWith(title));
      return personOfToken(t.app.linkTokens, tokenOf(mail?.text ?? ''));
    };
    expect(person(emailOf('memberA'))).toEqual({ clubId: world.clubA, kind: 'u', id: world.userIds.memberA });
    expect(person(people.parentEmail)).toEqual({ clubId: world.clubA, kind: 'i', id: people.children.emma });
  });
});

describe('enqueueMessageMails and its fan-out', () => {
  it('mails a message to all members to every member and pending inactive member with an e-mail, once each', async () => {
    const title = 'Til alle';
    const id = await putMessage(t.database.db, world.clubA, { title });
    expect(await mailIn(t, world.clubA, id)).toBe(6);
    const mails = await queuedMails(t.database.db, title);
    expect(mails.map((mail) => mail.to.toLowerCase()).sort()).toEqual(
      [
        emailOf('adminA'),
        emailOf('leaderA'),
        emailOf('memberA'),
        emailOf('otherLeaderA'),
        people.parentEmail,
        people.loose.email,
      ].sort(),
    );
    expect(mails.every((mail) => mail.clubId === world.clubA && mail.unsubscribe !== undefined)).toBe(true);
  });

  it('mails a message to a group only its direct members, not another club’s people', async () => {
    const title = 'Kun hold A2';
    const id = await putMessage(t.database.db, world.clubA, { title, groupIds: [world.groups.otherA] });
    expect(await mailIn(t, world.clubA, id)).toBe(3);
    const mails = await queuedMails(t.database.db, title);
    expect(mails.map((mail) => mail.to.toLowerCase()).sort()).toEqual(
      [emailOf('memberA'), emailOf('otherLeaderA'), people.parentEmail].sort(),
    );
    // memberA's address is theirs, not the inactive row's capitals; Oskar alone is named on the parent's mail.
    expect(mails.find((mail) => mail.to.toLowerCase() === emailOf('memberA'))?.subject).toBe(
      `Message from Klub A: ${title}`,
    );
    expect(mails.find((mail) => mail.to.toLowerCase() === people.parentEmail)?.text).toContain('Hej Oskar\n');
  });

  it('enqueues nothing for a group without members, and throws for a message of another club', async () => {
    const [empty] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into groups (club_id, title) values (${world.clubA}, 'Tom') returning id`,
    );
    const id = await putMessage(t.database.db, world.clubA, { groupIds: [Number(empty?.id)] });
    expect(await mailIn(t, world.clubA, id)).toBe(0);
    await expect(enqueueIn(t, world.clubB, id)).rejects.toThrow(/not in club/);
  });

  it('skips a whole address when one of its people chose no club mails', async () => {
    const title = 'Stille forælder';
    await t.database.db.execute(
      sql`update inactive_members set message_mails = false where id = ${people.children.oskar}`,
    );
    try {
      const id = await putMessage(t.database.db, world.clubA, {
        title,
        groupIds: [world.groups.a, world.groups.otherA],
      });
      expect(await mailIn(t, world.clubA, id)).toBe(3);
      expect((await queuedMails(t.database.db, title)).map((mail) => mail.to)).not.toContain(people.parentEmail);
    } finally {
      await t.database.db.execute(
        sql`update inactive_members set message_mails = true where id = ${people.children.oskar}`,
      );
    }
  });

  it('writes tokens of at most 200 base64url characters that name club and person', () => {
    const token = mailChoiceToken(t.app.linkTokens, { clubId: 2_147_483_647, kind: 'i', id: 2_147_483_647 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThanOrEqual(200);
    expect(personOfToken(t.app.linkTokens, token)).toEqual({ clubId: 2_147_483_647, kind: 'i', id: 2_147_483_647 });
  });
});

describe('the fan-out of a message’s mails (the messageMails job)', () => {
  const allOfClubA = () =>
    [
      emailOf('adminA'),
      emailOf('leaderA'),
      emailOf('memberA'),
      emailOf('otherLeaderA'),
      people.parentEmail,
      people.loose.email,
    ].sort();
  const progressOf = async (id: number) => {
    const [row] = await queryRows<{ mail_cursor: string | null; done: boolean }>(
      t.database.db,
      sql`select mail_cursor, mails_done_at is not null as done from messages where id = ${id}`,
    );
    return row;
  };
  /** The app's mailer, failing on its `failAt`-th mail: the batch holding it rolls back, as a crash would. */
  const failingMailer = (failAt: number) => {
    let composed = 0;
    const mailer = t.app.mailer;
    return {
      ...mailer,
      compose: (...args: Parameters<typeof mailer.compose>) => {
        composed += 1;
        if (composed === failAt) throw new Error('the worker died here');
        return mailer.compose(...args);
      },
    };
  };

  it('holds one job in the create transaction, not a mail per recipient; the worker then mails each once', async () => {
    const title = 'Én opgave';
    const [mark] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select coalesce(max(id), 0)::int as id from outbox`,
    );
    const created = await admin().createMessage({
      body: { clubId: world.clubA, title, message: 'Hej', allMembers: false, groupIds: [world.groups.a] },
    });
    const written = await queryRows<{ kind: string; payload: unknown; status: string }>(
      t.database.db,
      sql`select kind, payload, status from outbox where id > ${Number(mark?.id)} order by id`,
    );
    expect(written).toEqual([
      { kind: 'messageMails', payload: { clubId: world.clubA, messageId: created.id }, status: 'pending' },
    ]);
    expect(created.recipientCount).toBe(3);
    await deliverOutbox(t);
    const expected = [emailOf('leaderA'), emailOf('memberA'), people.parentEmail].sort();
    expect(addressesOf(about(title))).toEqual(expected);
    expect(await progressOf(created.id)).toEqual({ mail_cursor: expected.at(-1), done: true });
  });

  it('enqueues in batches by address, and resumes after its cursor when a batch fails: nobody twice, nobody left', async () => {
    const title = 'I portioner';
    const id = await putMessage(t.database.db, world.clubA, { title });
    expect(await enqueueIn(t, world.clubA, id)).toBe(6);
    expect(await queuedMails(t.database.db, title)).toEqual([]);

    // Batches of two: the first commits with its cursor, the second fails at its first mail and leaves nothing.
    await expect(fanOut(t, world.clubA, id, { batchSize: 2, mailer: failingMailer(3) })).rejects.toThrow(/died/);
    const first = (await queuedMails(t.database.db, title)).map((mail) => mail.to.toLowerCase());
    expect(first).toEqual(allOfClubA().slice(0, 2));
    expect(await progressOf(id)).toEqual({ mail_cursor: allOfClubA()[1], done: false });

    // The job's next run starts after the cursor.
    await fanOut(t, world.clubA, id, { batchSize: 2 });
    const all = (await queuedMails(t.database.db, title)).map((mail) => mail.to.toLowerCase());
    expect(all).toEqual(allOfClubA());
    expect(await progressOf(id)).toEqual({ mail_cursor: allOfClubA()[5], done: true });

    // A run after the last batch (the job run twice) mails nobody, not even someone who joined meanwhile.
    const late = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into inactive_members (club_id, first_name, surname, email)
          values (${world.clubA}, 'Sen', 'Test', 'zz-sen@test.klubhus.dk') returning id`,
    );
    try {
      await fanOut(t, world.clubA, id, { batchSize: 2 });
      expect(await queuedMails(t.database.db, title)).toHaveLength(6);
    } finally {
      await t.database.db.execute(sql`delete from inactive_members where id = ${Number(late[0]?.id)}`);
    }
  });

  it('reads the recipients as each batch runs: someone who joins after the cursor is mailed', async () => {
    const title = 'Nye med';
    const id = await putMessage(t.database.db, world.clubA, { title });
    await enqueueIn(t, world.clubA, id);
    await expect(fanOut(t, world.clubA, id, { batchSize: 2, mailer: failingMailer(3) })).rejects.toThrow(/died/);
    const late = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into inactive_members (club_id, first_name, surname, email)
          values (${world.clubA}, 'Sen', 'Test', 'zz-sen@test.klubhus.dk') returning id`,
    );
    try {
      await fanOut(t, world.clubA, id, { batchSize: 2 });
      const all = (await queuedMails(t.database.db, title)).map((mail) => mail.to.toLowerCase());
      expect(all).toEqual([...allOfClubA(), 'zz-sen@test.klubhus.dk']);
    } finally {
      await t.database.db.execute(sql`delete from inactive_members where id = ${Number(late[0]?.id)}`);
    }
  });

  it('mails nobody for a message deleted before its fan-out, and nobody more for one deleted between batches', async () => {
    const before = await putMessage(t.database.db, world.clubA, { title: 'Slettet før' });
    expect(await enqueueIn(t, world.clubA, before)).toBe(6);
    await t.database.db.execute(sql`delete from messages where id = ${before}`);
    await fanOut(t, world.clubA, before);
    expect(await queuedMails(t.database.db, 'Slettet før')).toEqual([]);

    const between = await putMessage(t.database.db, world.clubA, { title: 'Slettet undervejs' });
    await enqueueIn(t, world.clubA, between);
    await expect(fanOut(t, world.clubA, between, { batchSize: 2, mailer: failingMailer(3) })).rejects.toThrow();
    await t.database.db.execute(sql`delete from messages where id = ${between}`);
    await fanOut(t, world.clubA, between, { batchSize: 2 });
    expect(await queuedMails(t.database.db, 'Slettet undervejs')).toHaveLength(2);
  });
});
