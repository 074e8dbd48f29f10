import type { ActivateModel } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import type { ImportedScope } from '../support/importedScope.js';
import type { TestApp } from '../support/testApp.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/** A new password the strength rule accepts (registration's tests use the same). */
export const STRONG_PASSWORD = 'grøn-kajak-77';

/** One row of a query, or undefined. */
export const rowOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> =>
  (await queryRows<T>(db, query))[0];

export const countOf = async (db: Db, query: ReturnType<typeof sql>): Promise<number> =>
  Number((await rowOf<{ n: number }>(db, query))?.n ?? 0);

/** A new account's model of `POST /v3/user/activate` for a dummy: names, a fresh e-mail, zip and a strong password. */
export const newAccount = (userId: string, extra: Partial<ActivateModel> = {}): ActivateModel => ({
  userId,
  firstName: 'Mor',
  surname: 'Testesen',
  email: uniqueEmail('ny'),
  zip: '8000',
  password: STRONG_PASSWORD,
  userStatus: 1,
  ...extra,
});

/** The client of a sign-up, signed in through the mailed link as the web does. */
export const signUp = async (t: TestApp, scope: Pick<ImportedScope, 'email' | 'secret'>) => {
  const session = await api(t).loginImported({ body: { email: scope.email, password: scope.secret } });
  return { session, flow: api(t, { token: session.authToken }) };
};

/** A dummy's row as the tests read it back. */
export const dummyOf = (db: Db, id: number) =>
  rowOf<{
    user_status: number;
    assigned_at: Date | null;
    own_login: boolean | null;
    activated_at: Date | null;
    activated_user_id: number | null;
    invited_at: Date | null;
  }>(
    db,
    sql`select user_status, assigned_at, own_login, activated_at, activated_user_id, invited_at
          from inactive_members where id = ${id}`,
  );

/** Whether every invitation of the scope is used up. */
export const usedUp = async (db: Db, scope: Pick<ImportedScope, 'clubId' | 'email'>) =>
  (await countOf(
    db,
    sql`select count(*)::int as n from invitations
         where club_id = ${scope.clubId} and lower(email) = lower(${scope.email}) and used_at is null`,
  )) === 0;
