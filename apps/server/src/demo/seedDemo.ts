import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { inTransaction } from '../db/inTransaction.js';
import { clubs, memberships, users } from '../db/schema/index.js';
import { hashPassword } from '../shared/tokens.js';

export const DEMO_SIGN_IN = { email: 'demo@klubhus.dk', password: 'klubhus-demo' } as const;

/** A step of the demo data. Later areas add their own steps (activities, payments, ...) to `demoSeeders`. @public */
export interface DemoSeeder {
  name: string;
  seed: (tx: Db, context: DemoContext) => Promise<void>;
}

/** @public extension point for later areas */
export interface DemoContext {
  clubId: number;
  adminId: number;
  memberIds: number[];
}

const demoMembers: readonly (readonly [string, string, MemberRole])[] = [
  ['Mette', 'Jensen', 'leader'],
  ['Lars', 'Nielsen', 'member'],
  ['Sofie', 'Hansen', 'member'],
  ['Anders', 'Pedersen', 'member'],
  ['Ida', 'Christensen', 'member'],
];

/** Seeds the demo club, its administrator and a few members; returns what later steps build on. */
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
  const memberIds: number[] = [];
  for (const [firstName, surname, role] of demoMembers) {
    const [member] = await tx
      .insert(users)
      .values({ email: `${firstName.toLowerCase()}@demo.klubhus.dk`, passwordHash, firstName, surname })
      .returning({ id: users.id });
    if (!member) throw new Error('demo seed failed');
    await tx.insert(memberships).values({ clubId: club.id, userId: member.id, type: memberTypeOf(role) });
    memberIds.push(member.id);
  }
  return { clubId: club.id, adminId: admin.id, memberIds };
};

/** @public extension point for later areas */
export const demoSeeders: DemoSeeder[] = [];

/** Seeds the demo club into an empty database (no clubs yet); does nothing otherwise. */
export const seedDemo = async (db: Db): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clubs);
  if ((row?.count ?? 0) > 0) return false;
  await inTransaction(db, async (tx) => {
    const context = await seedClub(tx);
    for (const seeder of demoSeeders) await seeder.seed(tx, context);
  });
  return true;
};
