import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/queryRows.js';
import { DEMO_SIGN_IN, seedDemo } from '../../src/demo/seedDemo.js';
import { api } from './api.js';
import type { TestApp } from './testApp.js';

/** Seeds `pnpm start`'s demo club on a test app's empty database, as the app's own deps would; answers its id. */
export const seedDemoClub = async (t: TestApp): Promise<number> => {
  await seedDemo(t.database.db, {
    clock: t.clock,
    mailer: t.app.mailer,
    config: t.config,
    linkTokens: t.app.linkTokens,
  });
  const [club] = await queryRows<{ id: number }>(t.database.db, sql`select id from clubs`);
  return Number(club?.id);
};

/** A client signed in as one of the demo club's people (the administrator unless named): they share one password. */
export const signInToDemo = async (t: TestApp, email: string = DEMO_SIGN_IN.email) => {
  const { authToken: token } = await api(t).loginPlain({ body: { email, password: DEMO_SIGN_IN.password } });
  return api(t, { token });
};
