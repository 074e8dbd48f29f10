import type { relationsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** The relation calls (spec document 1 §7 "Relations"; ADR 017). */
export const relationsHandlers = (deps: service.RelationsDeps): Handlers<typeof relationsContract> => ({
  createRelation: ({ auth, body }) => service.createRelation(deps, auth, body),
  removeRelation: ({ auth, body }) => service.removeRelation(deps, auth, body),
  addGuardianToChild: ({ auth, body }) => service.addGuardianToChild(deps, auth, body),
  addChildToGuardian: ({ auth, body }) => service.addChildToGuardian(deps, auth, body),
});
