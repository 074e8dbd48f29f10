import type { fixtureImportContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { importFixtures, previewFixtures, type FixtureImportDeps } from './service.js';

/** The fixture import's calls (spec document 2 §7; ADR 027); `auth` is the club's administrator. */
export const fixtureImportHandlers = (deps: FixtureImportDeps): Handlers<typeof fixtureImportContract> => ({
  parseFixtures: ({ auth, body }) => previewFixtures(deps, auth, body.file),
  importFixtures: ({ auth, body }) => importFixtures(deps, auth, body),
});
