import {
  activityTypeOf,
  DEFAULT_TIME_ZONE,
  FIXTURE_DURATION_MINUTES,
  wallTime,
  type FixtureRow,
} from '@klubhus/domain';
import { and, eq } from 'drizzle-orm';
import { groups } from '../../db/schema/index.js';
import type { DemoSeeder } from '../../demo/seedDemo.js';
import { localFileStorage } from '../../shared/files/storage.js';
import { DEMO_CLUB_TEAM, demoImportedEarlier } from './demoSeason.js';
import { importFixtures } from './service.js';

/**
 * The demo club's imported fixture lists (AREAS.md point 10; ADR 027), through the import itself: U11 Drenge's winter
 * futsal pool, every other Saturday from next week (so there are always coming matches), and the first spring
 * matches as DBU listed them before the whole season was out (`demoSeason.ts`: the sample file a journey uploads finds
 * two of them unchanged and one moved). Nobody is mailed.
 */

const FUTSAL = 'U11 Drenge, Futsal, Vinter, Pulje 2';
const opponents = ['Brabrand IF', 'Vejlby IK', 'Skovbakken', 'Lystrup IF', 'Åby IF', 'Tranbjerg IF', 'Ceres'];

/** The futsal matches: day by day from `today` (a Saturday's `YYYY-MM-DD` in the club's zone). */
const futsal = (saturday: Date): Omit<FixtureRow, 'line'>[] =>
  opponents.map((opponent, index) => {
    const date = new Date(saturday.getTime() + index * 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const atHome = index % 2 === 0;
    return {
      matchNumber: String(470_112 + index * 7),
      date,
      time: ['09:00', '10:15', '11:30'][index % 3] ?? '10:00',
      homeTeam: atHome ? DEMO_CLUB_TEAM : opponent,
      awayTeam: atHome ? opponent : DEMO_CLUB_TEAM,
      venue: atHome ? 'Demohallen' : `${opponent.replace(/ (IF|IK)$/, '')}hallen`,
      competition: FUTSAL,
    };
  });

export const fixtureImportDemo: DemoSeeder = {
  name: 'fixture-import',
  seed: async (tx, { clubId, adminId }, deps) => {
    const [group] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.clubId, clubId), eq(groups.title, 'U11 Drenge')));
    if (!group) throw new Error('the demo club has no group U11 Drenge');
    const now = deps.clock.now();
    const today = wallTime(now, DEFAULT_TIME_ZONE);
    // The Saturday of next week (ISO weekday 6), as a day at UTC noon so that adding days keeps the date.
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() || 7;
    const saturday = new Date(Date.UTC(today.year, today.month - 1, today.day + 7 + (6 - weekday), 12));
    const spring = demoImportedEarlier.filter((match) => new Date(`${match.date}T12:00:00Z`) > now);
    const rows = [...futsal(saturday), ...spring].map((match, index): FixtureRow => ({ ...match, line: index + 2 }));
    const caller = { userId: adminId, clubId, role: 'admin' as const };
    const activityDeps = {
      db: tx,
      clock: deps.clock,
      files: localFileStorage(deps.config.dataDir),
      mailer: deps.mailer,
      config: deps.config,
      flags: { status: 200, features: {}, dateUpdated: now.toISOString() },
    };
    await importFixtures(activityDeps, caller, {
      groupId: group.id,
      type: activityTypeOf('match'),
      sendNotification: false,
      durationMinutes: FIXTURE_DURATION_MINUTES.default,
      rows,
    });
  },
};
