import { afterAll, beforeAll } from 'vitest';
import { api } from './api.js';
import { seedAccessWorld, type AccessWorld, type Persona } from './seedAccessWorld.js';
import { createTestApp, type TestApp } from './testApp.js';

/** A test file's app and world, filled in before its tests run. */
export interface WorldContext {
  t: TestApp;
  world: AccessWorld;
}

/** A test file's world, and the contract's client as one of its personas. */
export interface WorldHandle extends WorldContext {
  as: (persona: Persona) => ReturnType<typeof api>;
}

/**
 * The real app on this file's own database with the seven-persona world seeded; closed after the file.
 * Read `ctx.t` and `ctx.world`, and call `ctx.as(persona)`, inside tests (they work once `beforeAll` has run).
 */
export const useWorld = (
  env: Record<string, string> = {},
  options?: Parameters<typeof createTestApp>[1],
): WorldHandle => {
  const ctx = { as: (persona: Persona) => api(ctx.t, { token: ctx.world.tokens[persona] }) } as WorldHandle;
  beforeAll(async () => {
    ctx.t = await createTestApp(env, options);
    ctx.world = await seedAccessWorld(ctx.t.database.db);
  });
  afterAll(() => ctx.t?.close());
  return ctx;
};

/**
 * A context over a test file's own `t` (and `world`), which `beforeAll` sets later: what `matrix` and
 * `badInput` read inside their tests, for files that manage their app themselves.
 */
export const contextOf = (get: () => { t: TestApp; world?: AccessWorld }): WorldContext => ({
  get t() {
    return get().t;
  },
  get world() {
    const { world } = get();
    if (!world) throw new Error('this test file seeds no world');
    return world;
  },
});
