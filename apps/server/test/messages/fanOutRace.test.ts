import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { emailOf, enqueueIn, fanOut, queuedMails, seedDeliveryWorld, type DeliveryWorld } from './deliveryWorld.js';
import { putMessage } from './helpers.js';

/**
 * A message's fan-out run by several workers at once (ADR 028: a job whose lease expired runs again beside its first
 * run): each address is mailed once. The guard is the message's row lock each batch takes before it reads the cursor;
 * without it the runs read the same cursor and mail the same batch. Needs connections at once; PGlite has one, where
 * the runs cannot overlap.
 */
describe.skipIf(!process.env.DATABASE_URL)('the fan-out under parallel runs on PostgreSQL', () => {
  let t: TestApp;
  let world: AccessWorld;
  let people: DeliveryWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedAccessWorld(t.database.db);
    people = await seedDeliveryWorld(t.database.db, world);
  });
  afterAll(async () => {
    await t?.close();
  });

  const allOfClubA = () =>
    [
      emailOf('adminA'),
      emailOf('leaderA'),
      emailOf('memberA'),
      emailOf('otherLeaderA'),
      people.parentEmail,
      people.loose.email,
    ].sort();

  it.each([1, 2, 3])('round %i: four runs at once in batches of two mail each address once', async (round) => {
    const title = `Samtidig ${round}`;
    const id = await putMessage(t.database.db, world.clubA, { title });
    await enqueueIn(t, world.clubA, id);
    await Promise.all(Array.from({ length: 4 }, () => fanOut(t, world.clubA, id, { batchSize: 2 })));
    const mailed = (await queuedMails(t.database.db, title)).map((mail) => mail.to.toLowerCase()).sort();
    expect(mailed).toEqual(allOfClubA());
  });
});
