import { and, eq } from 'drizzle-orm';
import { inactiveMembers } from '../../db/schema/index.js';
import type { DemoSeeder } from '../../demo/seedDemo.js';
import { sendWelcomeMails } from './invitations.js';

/** The family the demo invites: a mother, added by the administrator, and her son from the U11 import. */
const MOTHER = { firstName: 'Camilla', surname: 'Laursen', email: 'camilla.laursen@demo.klubhus.dk' } as const;
const SON = { firstName: 'Sebastian', surname: 'Laursen' } as const;

/**
 * "Joining I" in the demo (AREAS.md point 10, ADR 018): the red members stay ready to be invited, and one family —
 * Camilla Laursen and her son Sebastian, sharing her e-mail — has a pending invitation mail in the development
 * mailbox (`/dev/mail`), whose link walks the sign-up at `/register`.
 */
const seedJoiningDemo: DemoSeeder['seed'] = async (tx, { clubId, adminId, people }, deps) => {
  const son = people.find((person) => person.firstName === SON.firstName && person.surname === SON.surname);
  if (son?.inactiveId == null) throw new Error('the demo has no Sebastian Laursen to invite');
  const [mother] = await tx
    .insert(inactiveMembers)
    .values({
      clubId,
      firstName: MOTHER.firstName,
      surname: MOTHER.surname,
      email: MOTHER.email,
      zip: son.zip,
      city: son.city,
      address: son.address,
      note: 'Mor til Sebastian (U11 Drenge). Vil gerne hjælpe som holdleder.',
    })
    .returning({ id: inactiveMembers.id });
  if (!mother) throw new Error('demo seed failed');
  // The son's e-mail is his mother's (spec §5: a child's e-mail is a parent's); his first invitation is this one.
  await tx
    .update(inactiveMembers)
    .set({ email: MOTHER.email, userStatus: 2, invitedAt: null, note: 'Søn af Camilla Laursen.' })
    .where(and(eq(inactiveMembers.clubId, clubId), eq(inactiveMembers.id, son.inactiveId)));
  await sendWelcomeMails(
    { ...deps, db: tx },
    { userId: adminId, clubId, role: 'admin' },
    { memberIds: [`i${mother.id}`, `i${son.inactiveId}`] },
  );
};

export const joiningDemo: DemoSeeder = { name: 'joining', seed: seedJoiningDemo };
