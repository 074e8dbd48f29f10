import { afterAll, beforeAll } from 'vitest';
import { seedAccessWorld, type AccessWorld } from './seedAccessWorld.js';
import { createTestApp, type TestApp } from './testApp.js';

/** A test file's app and world, filled in before its tests run. */
export interface WorldContext {
  t: TestApp;
  world: AccessWorld;
}

/**
 * The real app on this file's own database with the seven-persona world seeded; closed after the file.
 * Read `ctx.t` and `ctx.world` inside tests (they exist once `beforeAll` has run).
 */
export const useWorld = (
  env: Record<string, string> = {},
  options?: Parameters<typeof createTestApp>[1],
): WorldContext => {
  const ctx = {} as WorldContext;
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
