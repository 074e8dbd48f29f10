import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from './failure.js';
import type { TestApp } from './testApp.js';

/** What a refused call answers: its status, the message key and (where one is to blame) the field. */
export interface Refusal {
  status: 400 | 403 | 404 | 409 | 413 | 429;
  code: string;
  field?: string;
  /** The exact message, where the spec gives one. */
  message?: string;
}

export type BadCase<I> = readonly [label: string, input: I, refusal: Refusal];

/** Every row of the tables, in a stable order: what "nothing was written" is checked against. */
export const readTables = async (db: Db, tables: readonly string[]) =>
  Object.fromEntries(
    await Promise.all(
      tables.map(
        async (table) =>
          [
            table,
            await queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} order by 1, 2`),
          ] as const,
      ),
    ),
  );

/**
 * AREAS.md point 4: each bad input answers a 4xx `{statusCode, message, code, field}` and writes nothing —
 * the tables are read before and after every case and must be equal.
 */
export const badInput = <I>(
  ctx: { t: TestApp },
  entry: string,
  {
    tables,
    call,
    cases,
  }: { tables: readonly string[]; call: (input: I) => Promise<unknown>; cases: readonly BadCase<I>[] },
) => {
  describe(`${entry}: bad input`, () => {
    it.each(cases as BadCase<I>[])('refuses %s and writes nothing', async (_label, input, refusal) => {
      const before = await readTables(ctx.t.database.db, tables);
      const answer = await failure(call(input));
      expect(answer).toMatchObject({ status: refusal.status, code: refusal.code });
      if (refusal.field !== undefined) expect(answer.field).toBe(refusal.field);
      if (refusal.message !== undefined) expect(answer.message).toBe(refusal.message);
      expect(answer.message).toMatch(/\S/);
      expect(await readTables(ctx.t.database.db, tables)).toEqual(before);
    });
  });
};
