import { participantStatuses, REMINDER_LEAD_MS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { inTransaction } from '../../src/db/inTransaction.js';
import { queryRows } from '../../src/db/queryRows.js';
import { claimDueReminders, sendDueReminders } from '../../src/features/activities/reminders.js';
import { RECURRING } from '../../src/outbox/jobs.js';
import { ensureRecurringJobs } from '../../src/outbox/repo.js';
import { MINUTE_MS } from '../../src/shared/clock.js';
import { api } from '../support/api.js';
import { deliverOutbox, startMailbox, type TestMailbox } from '../support/mailbox.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { NOW, updateOf } from './helpers.js';

/**
 * The two-days reminder (spec document 2 §2.5, §5, §9; ADR 023): due two days before the deadline, claimed by the
 * outbox's every-minute step together with its mails, to the participants still invited; once, also across a restart
 * between the claim and the sending; none without a deadline, for a cancelled one or once the deadline has passed; a
 * changed deadline arms it again. The SMTP peer counts what recipients get.
 */
let t: TestApp;
let mailbox: TestMailbox;
let world: AccessWorld;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url });
  world = await seedAccessWorld(t.database.db);
  t.clock.stopAt(NOW);
  await ensureRecurringJobs(t.database.db, Object.keys(RECURRING), t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 24 * 60 * MINUTE_MS;
let made = 0;

/**
 * An activity of club A with the reminder on (unless said otherwise), starting a day after its deadline: memberA is
 * invited (no answer yet), leaderA attends, otherLeaderA has cancelled.
 */
const reminded = async (
  deadline: Date | null,
  { reminder = true, cancelled = false }: { reminder?: boolean; cancelled?: boolean } = {},
) => {
  const title = `Påmindelse ${(made += 1)}`;
  const start = new Date((deadline ?? at(3 * DAY)).getTime() + DAY);
  const db = t.database.db;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activities (club_id, type, title, starts_at, ends_at, deadline, two_days_reminder, cancelled_at,
                                created_by_user_id)
        values (${world.clubA}, 1, ${title}, ${start}, ${new Date(start.getTime() + 60 * MINUTE_MS)}, ${deadline},
                ${reminder}, ${cancelled ? NOW : null}, ${world.userIds.adminA})
        returning id`,
  );
  const id = Number(row?.id);
  const { memberA, leaderA, otherLeaderA } = world.userIds;
  await db.execute(sql`insert into activity_invited_users (activity_id, club_id, user_id) values
    (${id}, ${world.clubA}, ${memberA}), (${id}, ${world.clubA}, ${leaderA}), (${id}, ${world.clubA}, ${otherLeaderA})`);
  await db.execute(sql`insert into activity_participants (activity_id, club_id, user_id, status) values
    (${id}, ${world.clubA}, ${memberA}, ${participantStatuses.invited}),
    (${id}, ${world.clubA}, ${leaderA}, ${participantStatuses.attending}),
    (${id}, ${world.clubA}, ${otherLeaderA}, ${participantStatuses.cancelled})`);
  return { id, title };
};

/** The reminders of an activity the SMTP peer has received. */
const received = (title: string) => mailbox.mails.filter((mail) => mail.subject.endsWith(`: ${title}`));

const sentAt = async (id: number): Promise<Date | null> => {
  const [row] = await queryRows<{ reminder_sent_at: Date | string | null }>(
    t.database.db,
    sql`select reminder_sent_at from activities where id = ${id}`,
  );
  return row?.reminder_sent_at ? new Date(row.reminder_sent_at) : null;
};

/** The every-minute step made due now, and the outbox run as the server runs it. */
const tick = async (app: TestApp = t) => {
  await app.database.db.execute(sql`update outbox set run_at = ${app.clock.now()} where kind = 'activityReminders'`);
  await deliverOutbox(app);
};

describe('the two-days reminder', () => {
  it('is sent once at its due time, not a millisecond before, to those who have not answered', async () => {
    const deadline = at(3 * DAY);
    const { id, title } = await reminded(deadline);
    const due = new Date(deadline.getTime() - REMINDER_LEAD_MS);

    t.clock.stopAt(new Date(due.getTime() - 1));
    await tick();
    expect(received(title)).toEqual([]);
    expect(await sentAt(id)).toBeNull();

    t.clock.stopAt(due);
    await tick();
    const mails = received(title);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [[`memberA@test.klubhus.dk`.toLowerCase()], `Husk at svare: ${title}`],
    ]);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/activities?open=${id}`);
    expect(mails[0]?.text).toContain('Fristen for at svare er onsdag den 23. september 2026 kl. 12.00');
    expect(await sentAt(id)).toEqual(due);

    t.clock.advance(MINUTE_MS);
    await tick();
    t.clock.advance(DAY);
    await tick();
    expect(received(title)).toHaveLength(1);
  });

  it('is looked for every minute, so a due reminder leaves within two minutes', async () => {
    await tick();
    const [row] = await queryRows<{ run_at: Date }>(
      t.database.db,
      sql`select run_at from outbox where kind = 'activityReminders'`,
    );
    expect(new Date(row?.run_at ?? 0).getTime() - t.clock.now().getTime()).toBe(MINUTE_MS);
  });

  it('is none without a deadline, for a cancelled activity, once the deadline has passed, or when off', async () => {
    t.clock.stopAt(at(10 * DAY));
    const none = [
      await reminded(null),
      await reminded(at(11 * DAY), { cancelled: true }),
      await reminded(at(10 * DAY - 1)),
      await reminded(at(11 * DAY), { reminder: false }),
    ];
    // Given a deadline inside the two days: due at once.
    const soon = await reminded(at(10 * DAY + 60 * MINUTE_MS));
    await tick();
    t.clock.advance(2 * DAY);
    await tick();
    for (const activity of none) {
      expect(received(activity.title), activity.title).toEqual([]);
      expect(await sentAt(activity.id)).toBeNull();
    }
    expect(received(soon.title)).toHaveLength(1);
  });

  it('is armed again by a changed deadline, and only by that', async () => {
    t.clock.stopAt(at(20 * DAY));
    const { id, title } = await reminded(at(21 * DAY));
    await tick();
    expect(received(title)).toHaveLength(1);
    const admin = api(t, { token: world.tokens.adminA });
    const moved = updateOf(await admin.getActivity({ params: { id } }), {
      deadline: at(21.5 * DAY)
        .toISOString()
        .slice(0, 16),
    });
    await admin.updateActivity({ body: moved });
    expect(await sentAt(id)).toBeNull();
    await tick();
    expect(received(title)).toHaveLength(2);
    await admin.updateActivity({ body: { ...moved, title: `${title} (flyttet)` } });
    expect(await sentAt(id)).not.toBeNull();
    await tick();
    expect(received(title)).toHaveLength(2);
  });

  it('goes out once across a restart between the claim and the sending', async () => {
    t.clock.stopAt(at(30 * DAY));
    const { id, title } = await reminded(at(31 * DAY));
    // The claim commits with its mails; the process stops before its outbox sends them.
    await sendDueReminders({ db: t.database.db, clock: t.clock, mailer: t.app.mailer, config: t.config })();
    expect(await sentAt(id)).not.toBeNull();
    expect(received(title)).toEqual([]);
    // A new process on the same database: its step claims nothing again, its outbox sends what is waiting.
    const restarted = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    try {
      const again: TestApp = { ...t, app: restarted };
      await ensureRecurringJobs(t.database.db, Object.keys(RECURRING), t.clock.now());
      await tick(again);
      t.clock.advance(MINUTE_MS);
      await tick(again);
    } finally {
      await restarted.close();
    }
    expect(received(title)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('steps side by side (PostgreSQL)', () => {
  it('send each due reminder once, however many steps claim at the same time', async () => {
    t.clock.stopAt(at(40 * DAY));
    const activities = await Promise.all(Array.from({ length: 30 }, () => reminded(at(41 * DAY))));
    const step = sendDueReminders({ db: t.database.db, clock: t.clock, mailer: t.app.mailer, config: t.config });
    await Promise.all(Array.from({ length: 6 }, () => step()));
    await deliverOutbox(t);
    for (const activity of activities) expect(received(activity.title), activity.title).toHaveLength(1);
  });

  it('claim disjoint sets while their transactions are open', async () => {
    t.clock.stopAt(at(50 * DAY));
    await Promise.all(Array.from({ length: 12 }, () => reminded(at(51 * DAY))));
    const claims = await Promise.all(
      Array.from({ length: 6 }, () =>
        inTransaction(t.database.db, async (tx) => {
          const claimed = await claimDueReminders(tx, t.clock.now(), 4);
          // Held a moment, as the mails are written, while the others look.
          await tx.execute(sql`select pg_sleep(0.05)`);
          return claimed.map((row) => Number(row.id));
        }),
      ),
    );
    const ids = claims.flat();
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
