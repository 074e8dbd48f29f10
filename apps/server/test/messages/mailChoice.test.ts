import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { mailChoiceToken, type MailChoicePerson } from '../../src/features/messages/mailChoiceTokens.js';
import { api, randomAddress, type ApiOptions } from '../support/api.js';
import { deliverOutbox, startMailbox, type TestMailbox } from '../support/mailbox.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { emailOf, seedDeliveryWorld, tokenOf, type DeliveryWorld } from './deliveryWorld.js';

/**
 * The unsubscribe link (ADR 028 "No club mails"): public by its signed token, per address. Reading changes nothing
 * (a link scanner opens it); the web page's form and a mail program's one-click POST (RFC 8058) change the choice of
 * that person of that club, and an altered token opens nothing.
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

const anonymous = (options: ApiOptions = {}) => api(t, { anonymous: true, ...options });
const tokenFor = (person: Omit<MailChoicePerson, 'clubId'> & { clubId?: number }) =>
  mailChoiceToken(t.app.linkTokens, { clubId: world.clubA, ...person });
const memberA = () => tokenFor({ kind: 'u', id: world.userIds.memberA });

/** Every choice in the database, to prove that a call wrote nothing. */
const choices = async () => ({
  members: await queryRows(
    t.database.db,
    sql`select club_id, user_id, message_mails from memberships order by club_id, user_id`,
  ),
  inactive: await queryRows(t.database.db, sql`select id, message_mails from inactive_members order by id`),
});
const membershipChoice = async (userId: number) => {
  const [row] = await queryRows<{ message_mails: boolean }>(
    t.database.db,
    sql`select message_mails from memberships where club_id = ${world.clubA} and user_id = ${userId}`,
  );
  return row?.message_mails;
};
const inactiveChoice = async (id: number) => {
  const [row] = await queryRows<{ message_mails: boolean }>(
    t.database.db,
    sql`select message_mails from inactive_members where id = ${id}`,
  );
  return row?.message_mails;
};

/** A raw POST, as a mail program sends its one-click unsubscribe. */
const postRaw = (token: string, payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/clubboards/unsubscribe?token=${token}`,
    headers: { 'content-type': contentType, 'x-forwarded-for': randomAddress() },
    payload,
  });

/** `token` with one character changed. */
const altered = (token: string, at: number) =>
  `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;

describe('reading the choice', () => {
  it('answers the club and the choice, and changes nothing', async () => {
    const before = await choices();
    expect(await anonymous().messageMailChoice({ query: { token: memberA() } })).toEqual({
      club: 'Klub A',
      subscribed: true,
    });
    expect(await choices()).toEqual(before);
  });

  it('is kept by no cache and sends the address to no one', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v2/clubboards/unsubscribe?token=${memberA()}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the link of a mail', () => {
  it('stops the club’s message mails to that member, a later message skips them, and it can be undone', async () => {
    const first = 'Første besked';
    await api(t, { token: world.tokens.adminA }).createMessage({
      body: { clubId: world.clubA, title: first, message: 'Hej', allMembers: true, groupIds: [] },
    });
    await deliverOutbox(t);
    const [mail] = mailbox.to(emailOf('memberA')).filter((item) => item.subject.endsWith(`: ${first}`));
    const token = tokenOf(mail?.text ?? '');

    expect(await anonymous().setMessageMailChoice({ query: { token }, body: {} })).toEqual({
      club: 'Klub A',
      subscribed: false,
    });
    expect(await membershipChoice(world.userIds.memberA)).toBe(false);

    const second = 'Anden besked';
    const created = await api(t, { token: world.tokens.adminA }).createMessage({
      body: { clubId: world.clubA, title: second, message: 'Hej igen', allMembers: true, groupIds: [] },
    });
    await deliverOutbox(t);
    const reached = mailbox.mails.filter((item) => item.subject.endsWith(`: ${second}`)).flatMap((item) => item.to);
    expect(reached).not.toContain(emailOf('memberA'));
    expect(reached).toContain(emailOf('leaderA'));
    expect(created.recipientCount).toBe(reached.length);

    expect(await anonymous().setMessageMailChoice({ query: { token }, body: { subscribe: 'true' } })).toEqual({
      club: 'Klub A',
      subscribed: true,
    });
    expect(await membershipChoice(world.userIds.memberA)).toBe(true);
  });

  it('stops the mails to every pending inactive member of the club with that address: one address, one choice', async () => {
    const emma = tokenFor({ kind: 'i', id: people.children.emma });
    expect(await anonymous().setMessageMailChoice({ query: { token: emma }, body: {} })).toMatchObject({
      subscribed: false,
    });
    expect(await inactiveChoice(people.children.emma)).toBe(false);
    expect(await inactiveChoice(people.children.oskar)).toBe(false);
    // Other addresses keep theirs.
    expect(await inactiveChoice(people.loose.id)).toBe(true);
    const oskar = tokenFor({ kind: 'i', id: people.children.oskar });
    expect(await anonymous().messageMailChoice({ query: { token: oskar } })).toMatchObject({ subscribed: false });
    await anonymous().setMessageMailChoice({ query: { token: oskar }, body: { subscribe: 'true' } });
    expect(await inactiveChoice(people.children.emma)).toBe(true);
  });
});

describe('a mail program’s one-click unsubscribe (RFC 8058)', () => {
  const subscribeAgain = () =>
    t.database.db.execute(
      sql`update memberships set message_mails = true where club_id = ${world.clubA} and user_id = ${world.userIds.leaderA}`,
    );
  const leaderA = () => tokenFor({ kind: 'u', id: world.userIds.leaderA });

  it('works as a form POST of List-Unsubscribe=One-Click', async () => {
    const answer = await postRaw(leaderA(), 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ club: 'Klub A', subscribed: false });
    expect(await membershipChoice(world.userIds.leaderA)).toBe(false);
    await subscribeAgain();
  });

  it('works as multipart/form-data, which RFC 8058 recommends', async () => {
    const boundary = 'klubhus-one-click';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n` +
      `--${boundary}--\r\n`;
    const answer = await postRaw(leaderA(), payload, `multipart/form-data; boundary=${boundary}`);
    expect(answer.statusCode).toBe(200);
    expect(await membershipChoice(world.userIds.leaderA)).toBe(false);
    await subscribeAgain();
  });

  it('refuses another value of List-Unsubscribe and writes nothing', async () => {
    const before = await choices();
    const answer = await postRaw(leaderA(), 'List-Unsubscribe=Twice', 'application/x-www-form-urlencoded');
    expect(answer.statusCode).toBe(400);
    expect(await choices()).toEqual(before);
  });
});

describe('a token the server did not sign', () => {
  const token = () => memberA();

  it.each([
    ['a character changed in the name', (value: string) => altered(value, 1)],
    ['a character changed in the signature', (value: string) => altered(value, value.length - 5)],
    ['cut short', (value: string) => value.slice(0, -4)],
    ['lengthened', (value: string) => `${value}AA`],
    ['made up', () => 'bm90IGEgdG9rZW4'],
  ])('answers 404 unsubscribeLinkInvalid when %s, and writes nothing', async (_label, spoil) => {
    const before = await choices();
    const spoiled = spoil(token());
    expect(spoiled).not.toBe(token());
    for (const call of [
      () => anonymous().messageMailChoice({ query: { token: spoiled } }),
      () => anonymous().setMessageMailChoice({ query: { token: spoiled }, body: {} }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 404, code: 'unsubscribeLinkInvalid' });
    }
    expect(await choices()).toEqual(before);
  });

  it('answers 404 to another person’s name under memberA’s signature', async () => {
    const bytes = Buffer.from(token(), 'base64url');
    const name = `${world.clubA}.u${world.userIds.memberA}`;
    const other = `${world.clubA}.u${world.userIds.leaderA}`;
    const forged = Buffer.concat([Buffer.from(other), bytes.subarray(name.length)]).toString('base64url');
    await expect(anonymous().setMessageMailChoice({ query: { token: forged }, body: {} })).rejects.toMatchObject({
      status: 404,
    });
    expect(await membershipChoice(world.userIds.leaderA)).toBe(true);
  });
});

describe('a person no longer there', () => {
  it('answers 404 for a member who left the club, an erased user, another club’s membership', async () => {
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into users (email, password_hash, first_name, surname)
          values ('gaaet@test.klubhus.dk', 'x', 'Gået', 'Test') returning id`,
    );
    const id = Number(user?.id);
    await t.database.db.execute(sql`insert into memberships (club_id, user_id) values (${world.clubA}, ${id})`);
    const token = tokenFor({ kind: 'u', id });
    expect(await anonymous().messageMailChoice({ query: { token } })).toMatchObject({ subscribed: true });
    await t.database.db.execute(sql`delete from memberships where user_id = ${id}`);
    await expect(anonymous().messageMailChoice({ query: { token } })).rejects.toMatchObject({ status: 404 });
    await t.database.db.execute(sql`delete from users where id = ${id}`);
    await expect(anonymous().setMessageMailChoice({ query: { token }, body: {} })).rejects.toMatchObject({
      status: 404,
    });
    // A token naming club B for a member of club A only.
    const elsewhere = tokenFor({ clubId: world.clubB, kind: 'u', id: world.userIds.memberA });
    await expect(anonymous().messageMailChoice({ query: { token: elsewhere } })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for an inactive member who became a user, or whose row is gone', async () => {
    const activated = tokenFor({ kind: 'i', id: people.activated });
    await expect(anonymous().setMessageMailChoice({ query: { token: activated }, body: {} })).rejects.toMatchObject({
      status: 404,
    });
    expect(await inactiveChoice(people.activated)).toBe(true);
    const gone = tokenFor({ kind: 'i', id: 2_000_000_000 });
    await expect(anonymous().messageMailChoice({ query: { token: gone } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('access: public, by the token alone', () => {
  const cases: [string, () => ApiOptions][] = [
    ['no credential', () => ({ anonymous: true })],
    ['the client credential', () => ({})],
    ['an administrator’s session', () => ({ token: world.tokens.adminA })],
  ];
  it.each(cases)('%s: the right token answers, a wrong one 404', async (_label, options) => {
    const as = api(t, options());
    expect(await statusOf(as.messageMailChoice({ query: { token: memberA() } }))).toBe('ok');
    expect(await statusOf(as.setMessageMailChoice({ query: { token: memberA() }, body: { subscribe: 'true' } }))).toBe(
      'ok',
    );
    expect(await statusOf(as.messageMailChoice({ query: { token: altered(memberA(), 2) } }))).toBe(404);
    expect(await statusOf(as.setMessageMailChoice({ query: { token: altered(memberA(), 2) }, body: {} }))).toBe(404);
  });

  it('limits each address to 120 calls a minute', async () => {
    const address = randomAddress();
    const from = anonymous({ address });
    const statuses: unknown[] = [];
    for (let call = 0; call < 121; call += 1) {
      statuses.push(await statusOf(from.messageMailChoice({ query: { token: altered(memberA(), 2) } })));
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await statusOf(anonymous().messageMailChoice({ query: { token: memberA() } }))).toBe('ok');
  });
});
