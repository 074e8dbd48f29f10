import { describe, expect, it } from 'vitest';
import type { ApiOptions } from './api.js';
import { newSession } from './sessions.js';
import { statusOf } from './statusOf.js';
import type { Persona } from './seedAccessWorld.js';
import type { WorldContext } from './world.js';

/**
 * AREAS.md point 3: every call × seven personas, each cell's status asserted. The club concerned is club A
 * and, where a group is concerned, group A.
 */
export const columns = [
  'anonymous',
  'outsider',
  'member',
  'otherLeader',
  'groupLeader',
  'otherAdmin',
  'admin',
] as const;
export type Column = (typeof columns)[number];

export const columnLabel: Record<Column, string> = {
  anonymous: 'anonymous',
  outsider: 'signed in, not in the club',
  member: 'member',
  otherLeader: 'group leader of another group',
  groupLeader: 'group leader of the group',
  otherAdmin: 'administrator of another club',
  admin: 'administrator',
};

/** Who stands in each column of club A. */
export const personaOf: Record<Exclude<Column, 'anonymous'>, Persona> = {
  outsider: 'loner',
  member: 'memberA',
  otherLeader: 'otherLeaderA',
  groupLeader: 'leaderA',
  otherAdmin: 'adminB',
  admin: 'adminA',
};

/** `ok` for any 2xx, else the status. */
export type Cell = 'ok' | 400 | 401 | 403 | 404 | 409 | 429;
export type Expectations = Record<Column, Cell>;

/** A call that touches only the caller's own account or lists, never a club: everyone signed in passes. */
export const anySignedIn: Expectations = {
  anonymous: 401,
  outsider: 'ok',
  member: 'ok',
  otherLeader: 'ok',
  groupLeader: 'ok',
  otherAdmin: 'ok',
  admin: 'ok',
};

/** Who makes the call: the options for the test client and, for a persona, its user id. */
export interface Caller {
  column: Column;
  options: ApiOptions;
  userId: number | undefined;
}

export interface MatrixOptions {
  /**
   * Give each persona a session of its own for this call, so that a call that ends sessions (logout,
   * removing one's account) leaves the world's tokens alone.
   */
  freshSession?: boolean;
}

/**
 * The entries put through `matrix` or `credentialMatrix`, by the test file's world: test files may share a worker
 * (vitest's `isolate: false`), so a set of the module's own would collect every file's entries.
 */
const coveredByWorld = new WeakMap<WorldContext, Set<string>>();

const cover = (ctx: WorldContext, entry: string) => {
  const covered = coveredByWorld.get(ctx) ?? new Set<string>();
  covered.add(entry);
  coveredByWorld.set(ctx, covered);
};

/** The entries this test file (its world, `ctx`) has put through `matrix` or `credentialMatrix`. */
export const coveredEntries = (ctx: WorldContext): ReadonlySet<string> => coveredByWorld.get(ctx) ?? new Set();

/**
 * Runs `call` for each of the seven personas and asserts each cell; a bad and an expired token answer
 * 401 too. `expected` must name all seven columns (a leader column that no group concerns says so).
 */
export const matrix = (
  ctx: WorldContext,
  entry: string,
  expected: Expectations,
  call: (caller: Caller) => Promise<unknown>,
  { freshSession = false }: MatrixOptions = {},
) => {
  cover(ctx, entry);
  describe(`${entry}: seven personas`, () => {
    it.each(columns)('%s', async (column) => {
      const persona = column === 'anonymous' ? undefined : personaOf[column];
      const userId = persona && ctx.world.userIds[persona];
      const token =
        persona === undefined
          ? undefined
          : freshSession
            ? await newSession(ctx.t.database.db, ctx.world.userIds[persona])
            : ctx.world.tokens[persona];
      const status = await statusOf(call({ column, options: { token }, userId }));
      expect({ who: columnLabel[column], status }).toEqual({ who: columnLabel[column], status: expected[column] });
    });
    it.each([
      ['a bad token', 'not-a-token'],
      ['an expired token', 'token-expired'],
    ])('answers 401 for %s', async (_label, token) => {
      expect(await statusOf(call({ column: 'anonymous', options: { token }, userId: undefined }))).toBe(401);
    });
  });
};

/**
 * `client` calls take the basic client credential, never a person: none, a wrong one, an unknown client and
 * a persona's bearer token in its place answer 401; the right one answers 2xx whoever the person is.
 * `public` calls answer every caller.
 */
export const credentialMatrix = (
  ctx: WorldContext,
  entry: string,
  access: 'client' | 'public',
  call: (caller: Caller) => Promise<unknown>,
) => {
  cover(ctx, entry);
  const refused: Cell = access === 'client' ? 401 : 'ok';
  describe(`${entry}: ${access} credential`, () => {
    it.each([
      ['no credential', { anonymous: true }, refused],
      ['a wrong credential', { clientCredential: { user: 'web', password: 'wrong' } }, refused],
      ['an unknown client', { clientCredential: { user: 'nobody', password: 'web' } }, refused],
      ['the right credential', {}, 'ok'],
    ] as [string, ApiOptions, Cell][])('%s: %s', async (_label, options, status) => {
      expect(await statusOf(call({ column: 'anonymous', options, userId: undefined }))).toBe(status);
    });
    it("answers 401 to an administrator's bearer token in place of the credential", async () => {
      const options: ApiOptions = { anonymous: true, bearerInstead: ctx.world.tokens.adminA };
      expect(await statusOf(call({ column: 'admin', options, userId: ctx.world.userIds.adminA }))).toBe(refused);
    });
  });
};
