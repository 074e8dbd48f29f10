import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { inTransaction } from '../db/inTransaction.js';
import { clubs, inactiveMembers, memberships, users } from '../db/schema/index.js';
import { activitiesDemo } from '../features/activities/public.js';
import { activityTypesDemo } from '../features/activity-types/public.js';
import { fixtureImportDemo } from '../features/fixture-import/public.js';
import { groupsDemo } from '../features/groups/public.js';
import { membersDemo } from '../features/members/public.js';
import { joiningDemo } from '../features/joining/public.js';
import { memberImportDemo } from '../features/member-import/public.js';
import { messagesDemo } from '../features/messages/public.js';
import { relationsDemo } from '../features/relations/public.js';
import { signupLinksDemo, type LinkTokens } from '../features/signup-links/public.js';
import { sponsorsDemo } from '../features/sponsors/public.js';
import type { Config } from '../config.js';
import type { Clock } from '../shared/clock.js';
import type { Mailer } from '../shared/mail/templates.js';
import { hashPassword } from '../shared/tokens.js';
import { demoPeople, type DemoPerson, type DemoTeam } from './demoPeople.js';

export const DEMO_SIGN_IN = { email: 'demo@klubhus.dk', password: 'klubhus-demo' } as const;

/**
 * What a step of the demo data may use besides its transaction: the mail of the app (invitations, reminders), and the
 * app's link key (a sign-up link's token is derived from it).
 */
export interface DemoDeps {
  clock: Clock;
  mailer: Mailer;
  /** The public address of mailed links, and DATA_DIR: the demo's photos are files like uploaded ones. */
  config: Pick<Config, 'publicUrl' | 'dataDir'>;
  linkTokens: LinkTokens;
}

/** A step of the demo data. Later areas add their own steps (activities, payments, ...) to `demoSeeders`. @public */
export interface DemoSeeder {
  name: string;
  seed: (tx: Db, context: DemoContext, deps: DemoDeps) => Promise<void>;
}

/** @public extension point for later areas */
export interface DemoContext {
  clubId: number;
  adminId: number;
  /** The active members beside the administrator. */
  memberIds: number[];
  /**
   * Everyone of the club but the administrator, with their place in it (`demoPeople.ts`): `userId` for an active
   * member, `inactiveId` for an inactive one.
   */
  people: readonly DemoMember[];
}

/** @public extension point for later areas */
export type DemoMember = DemoPerson & { userId: number | null; inactiveId: number | null };

/**
 * The members of the first demo, kept with their e-mail addresses (`<first name>@demo.klubhus.dk`): journeys sign
 * in as Mette Jensen, the group leader (of U11 Piger).
 */
const demoMembers: readonly (readonly [string, string, MemberRole, DemoTeam, readonly DemoTeam[], string])[] = [
  ['Mette', 'Jensen', 'leader', 'none', ['u11girls'], '1984-05-12'],
  ['Lars', 'Nielsen', 'member', 'senior', [], '1995-02-03'],
  ['Sofie', 'Hansen', 'member', 'motion', [], '1979-09-21'],
  ['Anders', 'Pedersen', 'member', 'veteran', [], '1968-11-30'],
  ['Ida', 'Christensen', 'member', 'senior', [], '1999-07-14'],
];

/** Days ago the orange (invited) inactive members got their invitation. */
const INVITED_DAYS_AGO = 9;

/**
 * The generated people (`demoPeople.ts`): active ones as users and members of the club (group leaders of type 3),
 * inactive ones in the club's own table, orange ones with the date of their invitation.
 */
const seedPeople = async (tx: Db, clubId: number, passwordHash: string): Promise<DemoMember[]> => {
  const people = demoPeople(new Date().getUTCFullYear());
  const active = people.filter((person) => !person.inactive);
  const inserted = await tx
    .insert(users)
    .values(
      active.map(({ email, firstName, surname, mobile, address, zip, city, birthdate }) => ({
        email,
        passwordHash,
        firstName,
        surname,
        mobile,
        address,
        zip,
        city,
        birthdate,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdOf = new Map(inserted.map((row) => [row.email, row.id]));
  const placed: DemoMember[] = [];
  for (const person of active) {
    const userId = userIdOf.get(person.email);
    if (userId === undefined) throw new Error('demo seed failed');
    placed.push({ ...person, userId, inactiveId: null });
  }
  await tx.insert(memberships).values(
    placed.map((person) => ({
      clubId,
      userId: person.userId as number,
      type: memberTypeOf(person.leads.length > 0 ? 'leader' : 'member'),
    })),
  );
  const invitedAt = new Date(Date.now() - INVITED_DAYS_AGO * 24 * 60 * 60 * 1000);
  for (const person of people.filter((candidate) => candidate.inactive)) {
    const [row] = await tx
      .insert(inactiveMembers)
      .values({
        clubId,
        firstName: person.firstName,
        surname: person.surname,
        email: person.email,
        mobile: person.mobile,
        zip: person.zip,
        address: person.address,
        city: person.city,
        birthdate: person.birthdate,
        invitedAt: person.inactive === 'invited' ? invitedAt : null,
      })
      .returning({ id: inactiveMembers.id });
    if (!row) throw new Error('demo seed failed');
    placed.push({ ...person, userId: null, inactiveId: row.id });
  }
  return placed;
};

/** Seeds the demo club, its administrator and its members; returns what later steps build on. */
const seedClub = async (tx: Db): Promise<DemoContext> => {
  const passwordHash = await hashPassword(DEMO_SIGN_IN.password);
  const [club] = await tx
    .insert(clubs)
    .values({
      title: 'Demo Idrætsforening',
      countryCode: 'DK',
      description: 'En lille forening til at prøve Klubhus af: medlemmer, grupper og aktiviteter.',
      zip: '8000',
      city: 'Aarhus',
      homePage: 'https://demo.klubhus.dk',
      dataPolicyLink: 'https://demo.klubhus.dk/privatlivspolitik',
    })
    .returning({ id: clubs.id });
  const [admin] = await tx
    .insert(users)
    .values({ email: DEMO_SIGN_IN.email, passwordHash, firstName: 'Demo', surname: 'Administrator' })
    .returning({ id: users.id });
  if (!club || !admin) throw new Error('demo seed failed');
  await tx.insert(memberships).values({ clubId: club.id, userId: admin.id, type: memberTypeOf('admin') });
  const people: DemoMember[] = [];
  for (const [index, [firstName, surname, role, team, leads, birthdate]] of demoMembers.entries()) {
    const person: DemoPerson = {
      firstName,
      surname,
      email: `${firstName.toLowerCase()}@demo.klubhus.dk`,
      mobile: `2${String(1_234_560 + index).padStart(7, '0')}`,
      address: `Vestergade ${10 + index}`,
      zip: '8000',
      city: 'Aarhus C',
      birthdate,
      team,
      leads,
      board: false,
      volunteer: false,
    };
    const { email, mobile, address, zip, city } = person;
    const [member] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName, surname, mobile, address, zip, city, birthdate })
      .returning({ id: users.id });
    if (!member) throw new Error('demo seed failed');
    await tx.insert(memberships).values({ clubId: club.id, userId: member.id, type: memberTypeOf(role) });
    people.push({ ...person, userId: member.id, inactiveId: null });
  }
  people.push(...(await seedPeople(tx, club.id, passwordHash)));
  const memberIds = people.flatMap((person) => (person.userId === null ? [] : [person.userId]));
  return { clubId: club.id, adminId: admin.id, memberIds, people };
};

/** @public extension point for later areas */
export const demoSeeders: DemoSeeder[] = [
  groupsDemo,
  relationsDemo,
  membersDemo,
  joiningDemo,
  signupLinksDemo,
  memberImportDemo,
  activityTypesDemo,
  activitiesDemo,
  fixtureImportDemo,
  messagesDemo,
  sponsorsDemo,
];

/** Seeds the demo club into an empty database (no clubs yet); does nothing otherwise. */
export const seedDemo = async (db: Db, deps: DemoDeps): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clubs);
  if ((row?.count ?? 0) > 0) return false;
  await inTransaction(db, async (tx) => {
    const context = await seedClub(tx);
    for (const seeder of demoSeeders) await seeder.seed(tx, context, deps);
  });
  return true;
};
