import { linkValidTo } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';
import type { TestApp } from './testApp.js';

export interface SeededLink {
  id: number;
  token: string;
}

/**
 * A sign-up link of the club written by plain SQL (ADR 019), made at the app clock's now (valid 90 days) unless told
 * otherwise. With `token`, a link made before ADR 019 (its hash only, no nonce); without, one under the app's key.
 */
export const seedLink = async (
  t: Pick<TestApp, 'app' | 'database' | 'clock'>,
  clubId: number,
  {
    token,
    groupIds = [],
    createdBy = null,
    madeAt = t.clock.now(),
  }: { token?: string; groupIds?: readonly number[]; createdBy?: number | null; madeAt?: Date } = {},
): Promise<SeededLink> => {
  const made = token === undefined ? t.app.linkTokens.newToken() : { token, nonce: null, tokenHash: hashToken(token) };
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into club_links (club_id, token_hash, nonce, valid_to, created_by_user_id, created_at)
        values (${clubId}, ${made.tokenHash}, ${made.nonce}, ${linkValidTo(madeAt)}, ${createdBy}, ${madeAt})
        returning id`,
  );
  const id = Number(row?.id);
  for (const groupId of groupIds) {
    await t.database.db.execute(
      sql`insert into club_link_groups (link_id, group_id, club_id) values (${id}, ${groupId}, ${clubId})`,
    );
  }
  return { id, token: made.token };
};
