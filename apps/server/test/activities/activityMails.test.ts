import { participantStatuses } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { deliverOutbox, startMailbox, type TestMailbox } from '../support/mailbox.js';
import { seedAccessWorld, type AccessWorld, type Persona } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { newActivity, NOW } from './helpers.js';

/**
 * The activity mails (AREAS.md point 9; ADR 023) as the SMTP peer receives them: invitations when the wizard's "send
 * notification" is on, one per person, naming the activity (a series: how many times) at its time in the club's zone;
 * cancellations to those invited or attending, with the reason. The club's brand, each recipient's language (else the
 * brand's), and a link that opens the activity.
 */
let t: TestApp;
let mailbox: TestMailbox;
let world: AccessWorld;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  world = await seedAccessWorld(t.database.db);
  t.clock.stopAt(NOW);
  // memberA reads English; the others have chosen no language (the brand's: Danish for Klubhus).
  await t.database.db.execute(sql`update users set locale = 'en' where id = ${world.userIds.memberA}`);
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const admin = () => api(t, { token: world.tokens.adminA });
const emailOf = (persona: Persona) => `${persona}@test.klubhus.dk`.toLowerCase();
/** The mails about an activity, by its title at the end of the subject. */
const about = (title: string) => mailbox.mails.filter((mail) => mail.subject.endsWith(`: ${title}`));
const to = (title: string, persona: Persona) => about(title).filter((mail) => mail.to.includes(emailOf(persona)));
const linkOf = (id: number) => `${t.config.publicUrl}/activities?open=${id}`;

describe('the invitation mail', () => {
  it('reaches each person invited once, in their language, at the time in the club’s zone, with a working link', async () => {
    const title = 'Træning med invitation';
    const created = await admin().createActivity({
      // Thursday 1 October 2026, 17:00 in Copenhagen; memberA is in group A and named alone as well.
      body: newActivity(world.clubA, {
        title,
        groupIds: [world.groups.a],
        userIds: [world.userIds.memberA],
        sendNotification: true,
      }),
    });
    await deliverOutbox(t);
    expect(
      about(title)
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([emailOf('leaderA'), emailOf('memberA')]);
    const [english] = to(title, 'memberA');
    expect(english?.subject).toBe(`You're invited: ${title}`);
    expect(english?.text).toContain(`Klub A has invited you to ${title} on Thursday, October 1, 2026 at 17:00.`);
    expect(english?.text).toContain(linkOf(created.id));
    const [danish] = to(title, 'leaderA');
    expect(danish?.subject).toBe(`Invitation: ${title}`);
    expect(danish?.text).toContain(`Klub A har inviteret dig til ${title} torsdag den 1. oktober 2026 kl. 17.00.`);
    expect(danish?.html).toContain(`href="${linkOf(created.id)}"`);
    expect(danish?.html).toContain('Klubhus');
    // The link is the web app's page, which opens the activity named in `open`.
    const { pathname, search } = new URL(linkOf(created.id));
    const page = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('names a series by its first occurrence and how many times', async () => {
    const title = 'Træningsserie';
    await admin().createActivity({
      body: newActivity(world.clubA, {
        title,
        recurring: 1,
        recurringUntill: '2026-10-22T10:00',
        userIds: [world.userIds.otherLeaderA],
        sendNotification: true,
      }),
    });
    await deliverOutbox(t);
    const mails = to(title, 'otherLeaderA');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `Klub A har inviteret dig til ${title}, 4 gange, første gang torsdag den 1. oktober 2026 kl. 17.00.`,
    );
  });

  it('is not sent without "send notification"', async () => {
    const title = 'Træning uden besked';
    await admin().createActivity({ body: newActivity(world.clubA, { title, groupIds: [world.groups.a] }) });
    await deliverOutbox(t);
    expect(about(title)).toEqual([]);
  });
});

/** An activity of club A inviting group A (leaderA, memberA) and otherLeaderA alone, nobody mailed. */
const quietActivity = async (title: string, over: Parameters<typeof newActivity>[1] = {}) =>
  admin().createActivity({
    body: newActivity(world.clubA, {
      title,
      groupIds: [world.groups.a],
      userIds: [world.userIds.otherLeaderA],
      ...over,
    }),
  });

const setStatus = async (activityId: number, persona: Persona, status: number) => {
  await t.database.db.execute(
    sql`update activity_participants set status = ${status}
         where activity_id = ${activityId} and user_id = ${world.userIds[persona]}`,
  );
};

describe('the cancellation mail', () => {
  it('reaches those invited or attending with the reason, in the club’s brand and their language', async () => {
    const title = 'Kamp der aflyses';
    const { id } = await quietActivity(title);
    await setStatus(id, 'leaderA', participantStatuses.attending);
    await setStatus(id, 'otherLeaderA', participantStatuses.cancelled);
    // The partner brand (Foreningsportalen) writes in Norwegian to those who chose no language.
    await t.database.db.execute(sql`update clubs set brand_id = 'partner-demo' where id = ${world.clubA}`);
    try {
      await admin().activityRemove({
        params: { club: world.clubA },
        query: { message: 'Banen er oversvømmet' },
        body: { activityId: id, recurring: false },
      });
      await deliverOutbox(t);
    } finally {
      await t.database.db.execute(sql`update clubs set brand_id = 'klubhus' where id = ${world.clubA}`);
    }
    expect(
      about(title)
        .flatMap((mail) => mail.to)
        .sort(),
    ).toEqual([emailOf('leaderA'), emailOf('memberA')]);
    const [english] = to(title, 'memberA');
    expect(english?.subject).toBe(`Cancelled: ${title}`);
    expect(english?.text).toContain(
      `${title} on Thursday, October 1, 2026 at 17:00 has been cancelled. Reason: Banen er oversvømmet`,
    );
    expect(english?.text).toContain(linkOf(id));
    const [norwegian] = to(title, 'leaderA');
    expect(norwegian?.subject).toBe(`Avlyst: ${title}`);
    expect(norwegian?.text).toContain('Begrunnelse: Banen er oversvømmet');
    expect(norwegian?.html).toContain('Foreningsportalen');
  });

  it('names a series cancelled from an occurrence on once, with how many; no reason, no reason line', async () => {
    const title = 'Serie der aflyses';
    const first = await quietActivity(title, { recurring: 1, recurringUntill: '2026-10-15T10:00' });
    await admin().activityRemove({
      params: { club: world.clubA },
      query: {},
      body: { activityId: first.id, recurring: true },
    });
    await deliverOutbox(t);
    const mails = to(title, 'memberA');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      `${title} has been cancelled 3 times, the first on Thursday, October 1, 2026 at 17:00.`,
    );
    expect(mails[0]?.text).not.toContain('Reason');
    expect(to(title, 'otherLeaderA')).toHaveLength(1);
  });

  it('is not sent for an activity already over', async () => {
    const title = 'Afholdt træning';
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
          values (${world.clubA}, 1, ${title}, ${new Date(NOW.getTime() - 86_400_000)},
                  ${new Date(NOW.getTime() - 82_800_000)}, ${world.userIds.adminA}) returning id`,
    );
    const id = Number(row?.id);
    await t.database.db.execute(
      sql`insert into activity_participants (activity_id, club_id, user_id) values (${id}, ${world.clubA}, ${world.userIds.memberA})`,
    );
    await admin().activityRemove({
      params: { club: world.clubA },
      query: { message: 'Fejlregistreret' },
      body: { activityId: id, recurring: false },
    });
    await deliverOutbox(t);
    expect(about(title)).toEqual([]);
  });
});
