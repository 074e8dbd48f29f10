import { copenhagenDate, INVITATION_VALID_MS, joiningRefusals, localeCodes, type InviteBody } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { HOUR_MS, MINUTE_MS } from '../../src/shared/clock.js';
import { hashToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { badInput, readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { deliverOutbox, startMailbox, type TestMailbox } from '../support/mailbox.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { contextOf } from '../support/world.js';
import { addInactive } from '../members/seedMembers.js';
import { count, joiningTables } from './helpers.js';

/**
 * The invitation mails (`sendwelcomemails`, `sendwelcomemailsagain`; spec §4 "Create member", ADR 018), delivered over
 * real SMTP and read as the recipient reads them.
 */
const state = {} as { t: TestApp; world: AccessWorld; mailbox: TestMailbox };
beforeAll(async () => {
  state.mailbox = await startMailbox();
  state.t = await createTestApp({ SMTP_URL: state.mailbox.url, PUBLIC_URL: 'https://klub.example/' });
  state.world = await seedAccessWorld(state.t.database.db);
});
afterAll(async () => {
  await state.t?.close();
  await state.mailbox?.close();
});
const ctx = contextOf(() => state);
const db = () => state.t.database.db;
const admin = () => api(state.t, { token: state.world.tokens.adminA });

const send = (memberIds: string[], club = state.world.clubA) =>
  admin().sendWelcomeMails({ params: { club }, body: { memberIds } });
const resend = (memberIds: string[], club = state.world.clubA) =>
  admin().sendWelcomeMailsAgain({ params: { club }, body: { memberIds } });

let made = 0;
const newEmail = (label: string) => `${label}.${(made += 1)}@invite.klubhus.dk`;

/** A red member of club A with an e-mail; answers its wire id and e-mail. */
const red = async (firstName: string, email = newEmail(firstName.toLowerCase()), clubId?: number) => {
  const id = await addInactive(db(), clubId ?? state.world.clubA, { firstName, surname: 'Inviteret', email });
  return { id: `i${id}`, email };
};

const LINK =
  /https:\/\/klub\.example\/register\?email=([^&\s"]+)&(?:amp;|#38;)?password=([A-Za-z0-9_-]{43})(?=[\s"]|$)/;

/** The link of the newest mail to `email`: the e-mail it carries and its secret. */
const linkTo = (email: string) => {
  const mail = state.mailbox.to(email).at(-1);
  const match = mail?.text.match(LINK);
  if (!mail || !match?.[1] || !match[2]) throw new Error(`no invitation link in a mail to ${email}`);
  return { mail, email: decodeURIComponent(match[1]), token: match[2] };
};

interface InvitationRow {
  id: number;
  club_id: number;
  email: string;
  token_hash: string | null;
  sent_by_user_id: number | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
const invitationsOf = (email: string) =>
  queryRows<InvitationRow>(db(), sql`select * from invitations where lower(email) = lower(${email}) order by id`);

const invitedAt = async (wireId: string): Promise<Date | null> => {
  const [row] = await queryRows<{ invited_at: Date | null }>(
    db(),
    sql`select invited_at from inactive_members where id = ${Number(wireId.slice(1))}`,
  );
  return row?.invited_at ?? null;
};

describe('POST /v2/web/importusers/:club/sendwelcomemails', () => {
  it("mails a red member a link in the club's brand and language, keeps only its secret's hash, and marks them orange", async () => {
    const mette = await red('Mette');
    const sentAt = state.t.clock.now();
    expect(await send([mette.id])).toEqual({ sent: [mette.id], skipped: [] });
    const [invitation, ...more] = await invitationsOf(mette.email);
    expect(more).toHaveLength(0);
    expect(invitation).toMatchObject({
      club_id: state.world.clubA,
      email: mette.email,
      sent_by_user_id: state.world.userIds.adminA,
      used_at: null,
      // The secret is made as the mail goes out, never before (ADR 014).
      token_hash: null,
    });
    // Thirty days after sending, to the millisecond, on the app's clock.
    const created = new Date(invitation?.created_at ?? 0).getTime();
    expect(created).toBeGreaterThanOrEqual(sentAt.getTime());
    expect(created).toBeLessThan(sentAt.getTime() + MINUTE_MS);
    expect(new Date(invitation?.expires_at ?? 0).getTime() - created).toBe(INVITATION_VALID_MS);
    expect(new Date((await invitedAt(mette.id)) ?? 0).getTime()).toBe(created);

    await deliverOutbox(state.t);
    const link = linkTo(mette.email);
    expect(link.email).toBe(mette.email);
    expect(hashToken(link.token)).toBe((await invitationsOf(mette.email))[0]?.token_hash);
    expect(link.mail.subject).toBe('Invitation til Klub A');
    expect(link.mail.text).toContain('Hej Mette');
    expect(link.mail.text).toContain('Du har fået en invitation til Klub A på Klubhus fra adminA Test.');
    expect(link.mail.html).toContain(
      `href="https://klub.example/register?email=${encodeURIComponent(mette.email)}&#38;password=${link.token}"`,
    );
    // The outbox keeps no usable link.
    const outbox = JSON.stringify(await queryRows(db(), sql`select * from outbox`));
    expect(outbox).not.toContain(link.token);

    const overview = await admin().memberOverview({
      params: { club: state.world.clubA },
      query: { group: 'inactive', search: mette.email },
    });
    expect(overview.members.map((member) => member.status)).toEqual(['invited']);
  });

  it("writes in the club's brand and the brand's language: Norwegian for a Foreningsportalen club", async () => {
    const [club] = await queryRows<{ id: number }>(
      db(),
      sql`insert into clubs (title, country_code, brand_id) values ('Fjellklubben', 'NO', 'partner-demo') returning id`,
    );
    const clubId = Number(club?.id);
    await db().execute(
      sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${state.world.userIds.adminA}, 2)`,
    );
    const ola = await red('Ola', newEmail('ola'), clubId);
    const kari = await red('Kari', ola.email, clubId);
    expect(await send([ola.id, kari.id], clubId)).toEqual({ sent: [ola.id, kari.id], skipped: [] });
    await deliverOutbox(state.t);
    const { mail } = linkTo(ola.email);
    expect(mail.subject).toBe('Invitasjon til Fjellklubben');
    expect(mail.text).toContain('Hei Ola og Kari');
    expect(mail.text).toContain('Du har fått en invitasjon til Fjellklubben på Foreningsportalen fra adminA Test.');
    expect(mail.html).toContain('Foreningsportalen');
    expect(mail.html).toContain('#0f766e');
  });

  it('sends one mail to members sharing an e-mail (whatever its case), greeting them all', async () => {
    const hanne = await red('Hanne');
    const emil = await red('Emil', hanne.email.toUpperCase());
    expect(await send([hanne.id, emil.id])).toEqual({ sent: [hanne.id, emil.id], skipped: [] });
    expect(await invitationsOf(hanne.email)).toHaveLength(1);
    await deliverOutbox(state.t);
    expect(state.mailbox.to(hanne.email)).toHaveLength(1);
    const link = linkTo(hanne.email);
    expect(link.mail.text).toContain('Hej Hanne og Emil');
    expect(link.email).toBe(hanne.email);
    expect(await invitedAt(emil.id)).not.toBeNull();
  });

  it('skips and names members not in the club, activated, without an e-mail or already invited, and writes nothing for them', async () => {
    const theirs = await red('Bent', newEmail('bent'), state.world.clubB);
    const activated = await red('Aktiv');
    await db().execute(
      sql`update inactive_members set activated_at = now() where id = ${Number(activated.id.slice(1))}`,
    );
    const mute = `i${await addInactive(db(), state.world.clubA, { firstName: 'Uden', surname: 'Mail' })}`;
    const orange = await red('Orange');
    await send([orange.id]);
    const before = await readTables(db(), joiningTables);
    expect(await send(['i2000000000', theirs.id, activated.id, mute, orange.id, mute])).toEqual({
      sent: [],
      skipped: [
        { id: 'i2000000000', reason: 'notFound' },
        { id: theirs.id, reason: 'notFound' },
        { id: activated.id, reason: 'notFound' },
        { id: mute, reason: 'noEmail' },
        { id: orange.id, reason: 'alreadyInvited' },
      ],
    });
    expect(await readTables(db(), joiningTables)).toEqual(before);
  });

  it('mails the members it can and names the rest', async () => {
    const ane = await red('Ane');
    const mute = `i${await addInactive(db(), state.world.clubA, { firstName: 'Uden', surname: 'Mail' })}`;
    expect(await send([mute, ane.id])).toEqual({ sent: [ane.id], skipped: [{ id: mute, reason: 'noEmail' }] });
  });

  it('drops the mail when its invitation was used or expired before it went out', async () => {
    const late = await red('Sen');
    await send([late.id]);
    await db().execute(sql`update invitations set used_at = now() where lower(email) = ${late.email}`);
    await deliverOutbox(state.t);
    expect(state.mailbox.to(late.email)).toHaveLength(0);
  });
});

/** The last Copenhagen midnight at or before `at`. */
const copenhagenMidnightBefore = (at: Date): Date => {
  const today = copenhagenDate(at);
  let time = at.getTime();
  while (copenhagenDate(new Date(time - HOUR_MS)) === today) time -= HOUR_MS;
  while (copenhagenDate(new Date(time - MINUTE_MS)) === today) time -= MINUTE_MS;
  return new Date(time);
};

describe('POST /v2/web/inactivemembers/:club/sendwelcomemailsagain', () => {
  it('refuses the same Copenhagen day (409 sentToday, nothing written) and mails again after its midnight', async () => {
    const now = state.t.clock.now();
    // A minute before the Copenhagen midnight that began today (moving back keeps the world's sessions valid).
    const beforeMidnight = copenhagenMidnightBefore(now).getTime() - MINUTE_MS;
    state.t.clock.advance(beforeMidnight - now.getTime());
    try {
      const sofie = await red('Sofie');
      await send([sofie.id]);
      const before = await readTables(db(), joiningTables);
      expect(await failure(resend([sofie.id]))).toEqual({
        status: 409,
        code: joiningRefusals.sentToday.code,
        field: 'memberIds',
        message: 'Invitationen er sendt og kan sendes igen i morgen',
      });
      expect(await readTables(db(), joiningTables)).toEqual(before);

      state.t.clock.advance(2 * MINUTE_MS);
      expect(await resend([sofie.id])).toEqual({ sent: [sofie.id], skipped: [] });
      const [first, second] = await invitationsOf(sofie.email);
      // Now on the next Copenhagen day: the new invitation's time is the member's invited_at.
      expect(copenhagenDate(new Date(second?.created_at ?? 0))).not.toBe(
        copenhagenDate(new Date(first?.created_at ?? 0)),
      );
      expect(new Date((await invitedAt(sofie.id)) ?? 0).getTime()).toBe(new Date(second?.created_at ?? 0).getTime());
      expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
      // Each mail carries a working link of its own (ADR 018).
      await deliverOutbox(state.t);
      const mails = state.mailbox.to(sofie.email);
      expect(mails).toHaveLength(2);
      const tokens = mails.map((mail) => mail.text.match(LINK)?.[2]);
      const hashes = (await invitationsOf(sofie.email)).map((row) => row.token_hash);
      // The worker may deliver the two in either order.
      expect(tokens.map((token) => hashToken(token ?? '')).sort()).toEqual([...hashes].sort());
    } finally {
      state.t.clock.advance(now.getTime() - state.t.clock.now().getTime());
    }
  });

  it('skips red members (notInvited) and those mailed today (sentToday), answering 200 while any other reason is named', async () => {
    const rod = await red('Rod');
    const idag = await red('Idag');
    await send([idag.id]);
    const before = await readTables(db(), joiningTables);
    expect(await resend([idag.id, rod.id, 'i2000000000'])).toEqual({
      sent: [],
      skipped: [
        { id: idag.id, reason: 'sentToday' },
        { id: rod.id, reason: 'notInvited' },
        { id: 'i2000000000', reason: 'notFound' },
      ],
    });
    expect(await readTables(db(), joiningTables)).toEqual(before);
  });

  it('mails one e-mail once for the members sharing it', async () => {
    const mor = await red('Mor');
    const barn = await red('Barn', mor.email);
    await send([mor.id, barn.id]);
    await db().execute(
      sql`update inactive_members set invited_at = invited_at - interval '2 days' where lower(email) = ${mor.email}`,
    );
    expect(await resend([mor.id, barn.id])).toEqual({ sent: [mor.id, barn.id], skipped: [] });
    expect(await invitationsOf(mor.email)).toHaveLength(2);
    await deliverOutbox(state.t);
    expect(state.mailbox.to(mor.email)).toHaveLength(2);
  });
});

describe('the invitation mail', () => {
  it.each(localeCodes)('is written in %s with every placeholder filled', (locale) => {
    const { mailer } = state.t.app;
    const mail = mailer.compose({
      template: 'invitation',
      brand: mailer.brands.fallback,
      locale,
      to: 'kari@invite.klubhus.dk',
      values: { name: 'Kari', club: 'Fjellklubben', inviter: 'Ola Nordmann' },
      link: 'https://klub.example/register?email=kari&password=x',
    });
    for (const text of [mail.subject, mail.text]) expect(text).not.toMatch(/\{\{|\}\}/);
    expect(mail.subject).toContain('Fjellklubben');
    expect(mail.text).toContain('Kari');
    expect(mail.text).toContain('Ola Nordmann');
    expect(mail.text).toContain('https://klub.example/register?email=kari&password=x');
  });
});

describe('the clean-up', () => {
  it('purges expired imported sessions, and invitations expired or used more than 30 days ago', async () => {
    const clubId = state.world.clubA;
    const now = state.t.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * 24 * HOUR_MS);
    const invitation = async (label: string, expires: Date, used: Date | null) => {
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`insert into invitations (club_id, email, expires_at, used_at, created_at)
            values (${clubId}, ${`${label}@purge.klubhus.dk`}, ${expires}::timestamptz, ${used}::timestamptz,
                    ${new Date(expires.getTime() - INVITATION_VALID_MS)}::timestamptz)
            returning id`,
      );
      return Number(row?.id);
    };
    const expiredLongAgo = await invitation('expired-long-ago', at(-31), null);
    const expiredRecently = await invitation('expired-recently', at(-29), null);
    const usedLongAgo = await invitation('used-long-ago', at(-30.5), at(-31));
    const usedRecently = await invitation('used-recently', at(10), at(-2));
    const open = await invitation('open', at(20), null);
    const session = async (token: string, invitationId: number, expires: Date) =>
      db().execute(
        sql`insert into imported_sessions (token_hash, invitation_id, club_id, email, expires_at)
            values (${hashToken(token)}, ${invitationId}, ${clubId}, 'open@purge.klubhus.dk', ${expires}::timestamptz)`,
      );
    await session('expired-session', open, new Date(now.getTime() - MINUTE_MS));
    await session('live-session', open, new Date(now.getTime() + HOUR_MS));

    const step = state.t.app.featureJobs.cleanup.find((cleanup) => cleanup.name === 'joining');
    expect(await step?.run()).toEqual({ importedSessions: 1, invitations: 2 });
    const left = await queryRows<{ id: number }>(
      db(),
      sql`select id from invitations where email like '%@purge.klubhus.dk' order by id`,
    );
    expect(left.map((row) => Number(row.id))).toEqual([expiredRecently, usedRecently, open]);
    expect(left.map((row) => Number(row.id))).not.toContain(expiredLongAgo);
    expect(left.map((row) => Number(row.id))).not.toContain(usedLongAgo);
    expect(
      await count(
        db(),
        sql`select count(*)::int as n from imported_sessions where token_hash = ${hashToken('live-session')}`,
      ),
    ).toBe(1);
    expect(await count(db(), sql`select count(*)::int as n from imported_sessions`)).toBe(1);
  });
});

const tooMany = Array.from({ length: 5001 }, (_, index) => `i${index + 1}`);

for (const entry of ['sendWelcomeMails', 'sendWelcomeMailsAgain'] as const) {
  badInput<unknown>(ctx, entry, {
    tables: joiningTables,
    call: (body) => admin()[entry]({ params: { club: state.world.clubA }, body: body as InviteBody }),
    cases: [
      ['an empty body', {}, { status: 400, code: 'mustBeList', field: 'memberIds' }],
      ['no ids', { memberIds: [] }, { status: 400, code: 'required', field: 'memberIds' }],
      ['ids not a list', { memberIds: 'i1' }, { status: 400, code: 'mustBeList', field: 'memberIds' }],
      ['a number for an id', { memberIds: [4] }, { status: 400, code: 'invalidMemberId', field: 'memberIds.0' }],
      [
        "an active member's id",
        { memberIds: ['17'] },
        { status: 400, code: 'notInactiveMember', field: 'memberIds.0' },
      ],
      ['an id of letters', { memberIds: ['ix'] }, { status: 400, code: 'invalidMemberId', field: 'memberIds.0' }],
      [
        'an id past the house range',
        { memberIds: ['i2147483648'] },
        { status: 400, code: 'idTooLarge', field: 'memberIds.0' },
      ],
      ['more ids than a call takes', { memberIds: tooMany }, { status: 400, code: 'tooManyIds', field: 'memberIds' }],
    ],
  });
}
