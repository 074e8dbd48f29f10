import { contract, createClient } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { injectFetch } from '../support/injectFetch.js';
import type { TestApp } from '../support/testApp.js';

/** The real domain client over the real contract, talking to the test app in process. */
export const apiClient = (t: TestApp, token?: string, clientCredential?: { user: string; password: string }) =>
  createClient(contract, {
    baseUrl: 'http://klubhus.test/api',
    fetch: injectFetch(t.app),
    getToken: () => token,
    clientCredential,
  });

/** The real client, but every request leaves without an Authorization header (no credential, no token). */
export const anonymousClient = (t: TestApp) => {
  const inject = injectFetch(t.app);
  return createClient(contract, {
    baseUrl: 'http://klubhus.test/api',
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('authorization');
      return inject(input, { ...init, headers });
    },
  });
};

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const pngFile = (name = 'logo.png') => new File([PNG_BYTES], name, { type: 'image/png' });

export const clubRow = async (db: Db, clubId: number) => {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from clubs where id = ${clubId}`);
  return row;
};

export const countRows = async (db: Db, table: 'clubs' | 'memberships' | 'data_policy_acceptances') => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
};
