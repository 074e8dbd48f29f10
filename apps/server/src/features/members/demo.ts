import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { clubRequests, clubs, groupRequests, removedMembers, users } from '../../db/schema/index.js';
import type { DemoContext, DemoMember, DemoSeeder } from '../../demo/seedDemo.js';

/**
 * The demo club's side of "Members II" (AREAS.md point 10): the club lets its administrators edit plain members'
 * details, members carry member numbers, a few notes and the year they joined, two parents ask to help on U11
 * Piger and a senior player asks to join Motion, two people ask to join the club, and a former member was
 * removed. Runs after the groups step (it names their groups).
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** People who are no members: two asking to join, one removed three weeks ago. */
const outsiders = {
  askers: [
    { firstName: 'Vibeke', surname: 'Toft', zip: '8230', city: 'Åbyhøj', birthdate: '1986-03-14', days: 3 },
    { firstName: 'Frank', surname: 'Juhl', zip: '8260', city: 'Viby J', birthdate: '1979-10-02', days: 1 },
  ],
  removed: {
    firstName: 'Preben',
    surname: 'Bisgaard',
    zip: '8200',
    city: 'Aarhus N',
    birthdate: '1958-07-21',
    days: 21,
  },
} as const;

const notes: readonly string[] = [
  'Betaler kontingent via MobilePay',
  'Hjælper ved sommerstævnet',
  'Ønsker kun mails om kampe',
  'Har nøgle til klubhuset',
];

type Outsider = (typeof outsiders.askers)[number] | typeof outsiders.removed;

const addOutsiders = async (tx: Db, adminId: number, people: readonly Outsider[]): Promise<number[]> => {
  // The demo's one password (the administrator's hash), so that they could sign in as themselves.
  const [admin] = await queryRows<{ password_hash: string }>(
    tx,
    sql`select password_hash from users where id = ${adminId}`,
  );
  if (!admin) throw new Error('demo members step: no administrator');
  const rows = await tx
    .insert(users)
    .values(
      people.map(({ firstName, surname, zip, city, birthdate }) => ({
        email: `${firstName}.${surname}@demo.klubhus.dk`.toLowerCase(),
        passwordHash: admin.password_hash,
        firstName,
        surname,
        zip,
        city,
        birthdate,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
};

/** Member numbers for everyone, the day they joined spread over the last ten years, and a few notes. */
const describeMemberships = async (tx: Db, clubId: number, people: readonly DemoMember[]) => {
  const today = Date.now();
  const rows = people
    .flatMap((person) => (person.userId === null ? [] : [person.userId]))
    .map((userId, n) => ({
      user_id: userId,
      number: String(1001 + n),
      since: new Date(today - ((n * 97) % 3650) * DAY).toISOString().slice(0, 10),
      note: n % 29 === 4 ? (notes[Math.floor(n / 29) % notes.length] ?? null) : null,
    }));
  await tx.execute(
    sql`update memberships m
           set club_internal_member_id = x.number, member_since = x.since, note = x.note
          from json_to_recordset(${JSON.stringify(rows)}::json) as x(user_id int, number text, since date, note text)
         where m.club_id = ${clubId} and m.user_id = x.user_id`,
  );
};

const seedMembersDemo = async (tx: Db, { clubId, adminId, people }: DemoContext): Promise<void> => {
  await tx
    .update(clubs)
    .set({ canEditMembers: true })
    .where(sql`${clubs.id} = ${clubId}`);
  await describeMemberships(tx, clubId, people);

  const groupIds = new Map(
    (
      await queryRows<{ id: number; title: string }>(tx, sql`select id, title from groups where club_id = ${clubId}`)
    ).map((row) => [row.title, row.id]),
  );
  const groupOf = (title: string) => {
    const id = groupIds.get(title);
    if (id === undefined) throw new Error(`demo members step: no group ${title}`);
    return id;
  };
  const plain = (person: DemoMember) => person.userId !== null && person.leads.length === 0 && !person.board;
  // Two parents (grown-ups on no team) asking to help on U11 Piger, and a senior player asking to join Motion.
  const [parent1, parent2] = people.filter((person) => person.team === 'none' && plain(person));
  const [senior] = people.filter((person) => person.team === 'senior' && plain(person));
  if (!parent1 || !parent2 || !senior) throw new Error('demo members step: too few people');
  await tx.insert(groupRequests).values([
    { groupId: groupOf('U11 Piger'), clubId, userId: parent1.userId as number, createdAt: daysAgo(5) },
    { groupId: groupOf('U11 Piger'), clubId, userId: parent2.userId as number, createdAt: daysAgo(2) },
    { groupId: groupOf('Motion'), clubId, userId: senior.userId as number, createdAt: daysAgo(1) },
  ]);

  const askers = await addOutsiders(tx, adminId, outsiders.askers);
  await tx
    .insert(clubRequests)
    .values(askers.map((userId, i) => ({ clubId, userId, createdAt: daysAgo(outsiders.askers[i]?.days ?? 1) })));

  const [removed] = await addOutsiders(tx, adminId, [outsiders.removed]);
  if (removed === undefined) throw new Error('demo members step: no removed member');
  await tx
    .insert(removedMembers)
    .values({ clubId, userId: removed, removedByUserId: adminId, removedAt: daysAgo(outsiders.removed.days) });
};

export const membersDemo: DemoSeeder = { name: 'members', seed: seedMembersDemo };
