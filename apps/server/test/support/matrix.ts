import { describe, expect, it } from 'vitest';
import type { ApiOptions } from './api.js';
import { importedSessionOf, seedImportedScope, type ImportedScope } from './importedScope.js';
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

/** A call of club A's members, whatever their role (the club located by its id): anyone else gets 403. */
export const memberOfClubA: Expectations = {
  anonymous: 401,
  outsider: 403,
  member: 'ok',
  otherLeader: 'ok',
  groupLeader: 'ok',
  otherAdmin: 403,
  admin: 'ok',
};

/** A call of club A's administrators (the club located by its id): anyone else gets 403. */
export const adminOfClubA: Expectations = { ...memberOfClubA, member: 403, otherLeader: 403, groupLeader: 403 };

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

/** Who makes an `imported` call, and the flow it is made in (a fresh one per cell). */
export interface ImportedCaller {
  options: ApiOptions;
  scope: ImportedScope;
}

type ImportedCell = readonly [
  label: string,
  caller: 'none' | 'wrong' | 'expired' | 'user' | 'otherEmail' | 'own',
  Cell,
];

/** The `imported` level's cells (ADR 018): only the invitation's own sign-up session reaches the flow's people. */
const importedCells: readonly ImportedCell[] = [
  ['no credential', 'none', 401],
  ['a wrong token', 'wrong', 401],
  ['an expired sign-up session', 'expired', 401],
  ["a user's session token (club A's administrator)", 'user', 401],
  ["the sign-up session of another e-mail's invitation to the same club", 'otherEmail', 404],
  ["the sign-up session of the invitation's own e-mail", 'own', 'ok'],
];

/**
 * `imported` calls take the sign-up session of one invitation (ADR 018), never a person's: none, a wrong or expired
 * one and a user's session token answer 401; another e-mail's sign-up session answers 404 on this flow's people, so
 * that ids reveal nothing; the flow's own session passes. Each cell gets a fresh flow (`seed`, by default one adult
 * in club A), since the calls change it.
 */
export const importedMatrix = (
  ctx: WorldContext,
  entry: string,
  call: (caller: ImportedCaller) => Promise<unknown>,
  {
    seed = (world) => seedImportedScope(ctx.t.database.db, { clubId: world.clubA }),
  }: { seed?: (world: WorldContext['world']) => Promise<ImportedScope> } = {},
) => {
  cover(ctx, entry);
  describe(`${entry}: imported sign-up session`, () => {
    it.each(importedCells as ImportedCell[])('%s: %s', async (_label, who, expected) => {
      const db = ctx.t.database.db;
      const scope = await seed(ctx.world);
      const now = ctx.t.clock.now();
      const other = async () => importedSessionOf(db, await seedImportedScope(db, { clubId: scope.clubId }), { now });
      const options: Record<ImportedCell[1], () => Promise<ApiOptions>> = {
        none: async () => ({ anonymous: true }),
        wrong: async () => ({ token: 'not-a-token' }),
        expired: async () => ({ token: await importedSessionOf(db, scope, { expired: true, now }) }),
        user: async () => ({ token: ctx.world.tokens.adminA }),
        otherEmail: async () => ({ token: await other() }),
        own: async () => ({ token: await importedSessionOf(db, scope, { now }) }),
      };
      expect(await statusOf(call({ options: await options[who](), scope }))).toBe(expected);
    });
  });
};
